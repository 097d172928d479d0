import * as React from 'react';
import { Button, Card } from 'react-native-paper';

const MyComponent = () => (
  <Card>
    <Card.Title title="Trip to Lisbon" subtitle="3 nights, 2 guests" />
    <Card.Actions style={{ justifyContent: 'flex-start' }}>
      <Button mode="text" onPress={() => {}}>
        Share
      </Button>
      <Button mode="contained-tonal" onPress={() => {}}>
        Book
      </Button>
    </Card.Actions>
  </Card>
);

export default MyComponent;
