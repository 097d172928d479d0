import React from 'react';

export interface ThemeColors {
  labelColumns: string[];
  roles: string[];
  rows: { labels: string[]; values: (string | null)[] }[];
}

/** `backgroundColor` -> `Background color`; `iconColor/textColor` -> `Icon color / text color` */
export function roleLabel(role: string): string {
  const words = role
    .split('/')
    .map((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' / ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Which theme colours a component uses: variants or states as rows, colour roles as columns. */
export default function ThemeColorsTable({ component, table }: { component: string; table: ThemeColors }) {
  return (
    <div className="theme-colors" role="region" aria-label={`${component} theme colors`} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {table.labelColumns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {table.roles.map((role) => (
              <th key={role} scope="col">
                {roleLabel(role)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.labels.map((label, column) => (
                <th key={column} scope="row">
                  {label || '—'}
                </th>
              ))}
              {row.values.map((value, column) => (
                <td key={column}>{value ? <code>{value}</code> : <span aria-label="not used">–</span>}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
