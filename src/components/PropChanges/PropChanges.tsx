import React from 'react';
import InlineText from './InlineText';
import { propChangeRows, type ComponentChanges } from '../../shared/pages/prop-changes';
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

/** The props that changed from the version before, a row each: what happened, and the prop in each version. */
export default function PropChanges({ changes, version }: { changes: ComponentChanges; version: string }) {
  return (
    <table className="prop-changes">
      <thead>
        <tr>
          <th scope="col">Prop</th>
          <th scope="col">Change</th>
          <th scope="col">In {changes.from}</th>
          <th scope="col">In {version}</th>
        </tr>
      </thead>
      <tbody>
        {propChangeRows(changes).map((row, index) => (
          // A prop can have two rows (its type and its default changed); the list never reorders.
          <tr key={index}>
            <th scope="row">
              <code>{row.prop}</code>
            </th>
            <td>
              <InlineText parts={row.change} />
            </td>
            <td>
              <Value value={row.before} />
            </td>
            <td>
              <Value value={row.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
