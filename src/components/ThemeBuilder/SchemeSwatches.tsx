import React from 'react';
import { COLOR_ROLES, type PaperColors } from '../../shared/theme-colors';
import { swatchTextColor } from './swatch-text';

interface Props {
  name: 'light' | 'dark';
  title: string;
  colors: PaperColors;
}

/** Lets long role names wrap between their words: on|Primary|Container, elevation.|level1. */
const breakable = (role: string) =>
  (role.match(/[A-Z]?[a-z0-9]+\.?/g) ?? [role]).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));

/** One labelled swatch per colour role, on the scheme's own background. */
export default function SchemeSwatches({ name, title, colors }: Props) {
  const swatches: [string, string][] = [
    ...COLOR_ROLES.map((role): [string, string] => [role, colors[role]]),
    ...Object.entries(colors.elevation).map(([level, value]): [string, string] => [`elevation.${level}`, value]),
  ];
  return (
    <div
      className="theme-builder__scheme"
      data-scheme={name}
      style={{ background: colors.background, color: colors.onBackground }}
    >
      <h4 className="theme-builder__scheme-title">{title}</h4>
      <ul className="theme-builder__swatches">
        {swatches.map(([role, value]) => (
          <li
            key={role}
            className="theme-builder__swatch"
            data-role={role}
            style={{ background: value, color: swatchTextColor(value, colors.background) }}
          >
            <span className="theme-builder__swatch-role">{breakable(role)}</span>
            <code className="theme-builder__swatch-value">{value}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
