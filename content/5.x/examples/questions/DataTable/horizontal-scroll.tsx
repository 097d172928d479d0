import * as React from 'react';
import { ScrollView } from 'react-native';
import { DataTable } from 'react-native-paper';

const columns = ['Name', 'Team', 'Role', 'City', 'Country', 'Email'];
const rows = [
  ['Ada', 'Core', 'Engineer', 'London', 'UK', 'ada@example.com'],
  ['Grace', 'Compilers', 'Lead', 'Arlington', 'USA', 'grace@example.com'],
];
const COLUMN_WIDTH = 140;

const MyComponent = () => (
  <ScrollView horizontal>
    <DataTable style={{ width: columns.length * COLUMN_WIDTH }}>
      <DataTable.Header>
        {columns.map((column) => (
          <DataTable.Title key={column}>{column}</DataTable.Title>
        ))}
      </DataTable.Header>
      {rows.map((row) => (
        <DataTable.Row key={row[0]}>
          {row.map((value, index) => (
            <DataTable.Cell key={columns[index]}>{value}</DataTable.Cell>
          ))}
        </DataTable.Row>
      ))}
    </DataTable>
  </ScrollView>
);

export default MyComponent;
