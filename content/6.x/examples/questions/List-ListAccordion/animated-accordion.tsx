import * as React from 'react';
import { LayoutAnimation } from 'react-native';
import { List } from 'react-native-paper';

const MyComponent = () => {
  const [expanded, setExpanded] = React.useState(false);

  const toggle = () => {
    // Animate the layout change caused by the next render.
    LayoutAnimation.configureNext(LayoutAnimation.Presets.easeInEaseOut);
    setExpanded((current) => !current);
  };

  return (
    <List.Section>
      <List.Accordion
        title="Delivery options"
        left={(props) => <List.Icon {...props} icon="truck-outline" />}
        expanded={expanded}
        onPress={toggle}
      >
        <List.Item title="Standard" description="3 to 5 working days" />
        <List.Item title="Express" description="Next working day" />
      </List.Accordion>
      <List.Item title="Gift wrapping" description="Added at checkout" />
    </List.Section>
  );
};

export default MyComponent;
