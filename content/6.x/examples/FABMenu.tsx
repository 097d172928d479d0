import * as React from 'react';
import { FAB, Portal } from 'react-native-paper';

const MyComponent = () => {
  const [open, setOpen] = React.useState(false);

  return (
    <Portal>
      <FAB.Menu
        expanded={open}
        onDismiss={() => setOpen(false)}
        trigger={{ icon: 'plus', variant: 'primary', onPress: () => setOpen(true) }}
        items={[
          { icon: 'email', label: 'Send', onPress: () => {} },
          { icon: 'bell', label: 'Remind', onPress: () => {} },
        ]}
      />
    </Portal>
  );
};

export default MyComponent;
