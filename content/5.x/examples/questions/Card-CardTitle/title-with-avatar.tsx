import * as React from 'react';
import { Avatar, Card, IconButton } from 'react-native-paper';

const MyComponent = () => (
  <Card>
    <Card.Title
      title="Weekend hiking trip to the lakes and the old mill"
      subtitle="Saturday at 8:00"
      titleNumberOfLines={2}
      left={(props) => <Avatar.Icon {...props} icon="hiking" />}
      right={(props) => <IconButton {...props} icon="dots-vertical" onPress={() => {}} />}
      rightStyle={{ marginRight: 8 }}
    />
  </Card>
);

export default MyComponent;
