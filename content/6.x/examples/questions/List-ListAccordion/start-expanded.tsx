import * as React from 'react';
import { List } from 'react-native-paper';

const MyComponent = () => {
  const [expanded, setExpanded] = React.useState(true);

  return (
    <List.Section>
      <List.Accordion
        title="Delivery options"
        left={(props) => <List.Icon {...props} icon="truck-outline" />}
        expanded={expanded}
        onPress={() => setExpanded(!expanded)}
      >
        <List.Item title="Standard" description="3 to 5 working days" />
        <List.Item title="Express" description="Next working day" />
      </List.Accordion>
    </List.Section>
  );
};

export default MyComponent;
