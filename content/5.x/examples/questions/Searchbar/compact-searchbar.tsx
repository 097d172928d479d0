import * as React from 'react';
import { Searchbar } from 'react-native-paper';

const MyComponent = () => {
  const [query, setQuery] = React.useState('');

  return (
    <Searchbar
      placeholder="Search"
      value={query}
      onChangeText={setQuery}
      style={{ height: 48 }}
      inputStyle={{ minHeight: 0 }}
    />
  );
};

export default MyComponent;
