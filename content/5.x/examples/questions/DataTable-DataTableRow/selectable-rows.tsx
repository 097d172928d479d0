import * as React from 'react';
import { Checkbox, DataTable } from 'react-native-paper';

const items = [
  { id: 'a1', name: 'Frozen yogurt', calories: 159 },
  { id: 'b2', name: 'Ice cream sandwich', calories: 237 },
  { id: 'c3', name: 'Eclair', calories: 262 },
];

const MyComponent = () => {
  const [selected, setSelected] = React.useState<string[]>([]);

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((key) => key !== id) : [...current, id]
    );

  return (
    <DataTable>
      <DataTable.Header>
        <DataTable.Title style={{ flex: 0, width: 48 }}>{' '}</DataTable.Title>
        <DataTable.Title>Dessert</DataTable.Title>
        <DataTable.Title numeric>Calories</DataTable.Title>
      </DataTable.Header>
      {items.map((item) => {
        const isSelected = selected.includes(item.id);
        return (
          <DataTable.Row
            key={item.id}
            onPress={() => toggle(item.id)}
            style={isSelected ? { backgroundColor: '#e8def8' } : undefined}
          >
            <DataTable.Cell style={{ flex: 0, width: 48 }}>
              <Checkbox.Android
                status={isSelected ? 'checked' : 'unchecked'}
                onPress={() => toggle(item.id)}
              />
            </DataTable.Cell>
            <DataTable.Cell>{item.name}</DataTable.Cell>
            <DataTable.Cell numeric>{item.calories}</DataTable.Cell>
          </DataTable.Row>
        );
      })}
    </DataTable>
  );
};

export default MyComponent;
