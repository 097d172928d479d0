import React from 'react';
import InlineText from './InlineText';
import type { PropChangeRow } from '../../shared/pages/prop-changes';
import './prop-changes.css';

const Value = ({ value }: { value: string | null }) =>
  value === null ? (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">none</span>
    </>
  ) : (
    <code>{value}</code>
  );

interface Props {
  rows: readonly PropChangeRow[];
  /** The versions compared, for the value columns' headers. */
  from: string;
  version: string;
  /** What the rows name: Prop, Export, Role. */
  nameHeader?: string;
  /** Show each version's type, default or flag (props); exports and roles have none. */
  showValues?: boolean;
}

/** Changed props (or exports, or roles), a row each: what happened, and the prop in each version. */
export default function PropChanges({ rows, from, version, nameHeader = 'Prop', showValues = true }: Props) {
  return (
    // Focusable, so a keyboard can scroll it where it is wider than the screen.
    <table className={showValues ? 'prop-changes' : 'prop-changes prop-changes--names'} tabIndex={0}>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col">Change</th>
          {showValues && (
            <>
              <th scope="col">In {from}</th>
              <th scope="col">In {version}</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // A prop can have two rows (its type and its default changed); the list never reorders.
          <tr key={index}>
            <th scope="row">
              <code>{row.prop}</code>
            </th>
            <td>
              <InlineText parts={row.change} />
            </td>
            {showValues && (
              <>
                <td>
                  <Value value={row.before} />
                </td>
                <td>
                  <Value value={row.after} />
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
