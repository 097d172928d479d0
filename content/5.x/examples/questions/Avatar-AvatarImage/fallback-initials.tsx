import * as React from 'react';
import { Avatar } from 'react-native-paper';

const MyComponent = () => {
  const [failed, setFailed] = React.useState(false);

  if (failed) {
    return <Avatar.Text size={56} label="JD" />;
  }

  return (
    <Avatar.Image
      size={56}
      source={{ uri: 'https://example.com/avatars/jane-doe.png' }}
      onError={() => setFailed(true)}
    />
  );
};

export default MyComponent;
