import React from 'react';
import { graphql } from 'gatsby';
import { roleLabel } from '../../shared/role-label';
import './theme-colors.css';

export type ThemeColors = Queries.ThemeColorsFieldsFragment;
/** A role's value in the library's MD3 light and dark themes. */
type Swatch = ThemeColors['rows'][number]['swatches'][number];

/** The fields a page queries for a component's theme colour table. */
export const themeColorsFields = graphql`
  fragment ThemeColorsFields on ComponentThemeColors {
    labelColumns
    roles
    rows {
      labels
      values
      swatches {
        light
        dark
      }
    }
  }
`;

/** One colour as a small square; its hex value shows on hover and keyboard focus. */
function SwatchSquare({ mode, hex }: { mode: 'light' | 'dark'; hex: string }) {
  return (
    <span className="swatch" tabIndex={0} role="img" aria-label={`MD3 ${mode}: ${hex}`} data-hex={hex}>
      <svg viewBox="0 0 1 1" aria-hidden="true" focusable="false">
        <rect width="1" height="1" fill={hex} />
      </svg>
    </span>
  );
}

function ColorCell({ value, swatch }: { value: string | null; swatch: Swatch | null }) {
  if (!value) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">not used</span>
      </>
    );
  }
  return (
    <span className="theme-color">
      {swatch && (
        <span className="swatch-pair">
          <SwatchSquare mode="light" hex={swatch.light} />
          <SwatchSquare mode="dark" hex={swatch.dark} />
        </span>
      )}
      <code>{value}</code>
    </span>
  );
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
                <td key={column}>
                  <ColorCell value={value} swatch={row.swatches[column]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
