import * as React from 'react';
import { DataTable } from 'react-native-paper';

const desserts = [
  { key: 1, name: 'Cupcake', calories: 356 },
  { key: 2, name: 'Eclair', calories: 262 },
  { key: 3, name: 'Frozen yogurt', calories: 159 },
];

const MyComponent = () => {
  const [direction, setDirection] = React.useState<'ascending' | 'descending'>('ascending');
  const sorted = [...desserts].sort((a, b) =>
    direction === 'ascending' ? a.calories - b.calories : b.calories - a.calories
  );

  return (
    <DataTable>
      <DataTable.Header>
        <DataTable.Title>Dessert</DataTable.Title>
        <DataTable.Title
          numeric
          sortDirection={direction}
          onPress={() => setDirection(direction === 'ascending' ? 'descending' : 'ascending')}
        >
          Calories
        </DataTable.Title>
      </DataTable.Header>
      {sorted.map((item) => (
        <DataTable.Row key={item.key}>
          <DataTable.Cell>{item.name}</DataTable.Cell>
          <DataTable.Cell numeric>{item.calories}</DataTable.Cell>
        </DataTable.Row>
      ))}
    </DataTable>
  );
};

export default MyComponent;
