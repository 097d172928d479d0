import React, { memo } from 'react';
import type { IconKeywords } from '../../shared/icon-keywords';

interface Props {
  name: string;
  codePoint: number;
  /** Shown in the tooltip, so a match by alias or tag explains itself. */
  keywords: IconKeywords | undefined;
  copied: boolean;
  onCopy: (name: string) => void;
}

function tooltip(name: string, keywords: IconKeywords | undefined): string {
  const lines = [`Copy “${name}”`];
  if (keywords?.aliases) lines.push(`Also: ${keywords.aliases.split(' ').join(', ')}`);
  if (keywords?.tags) lines.push(`Tags: ${keywords.tags.split(' ').join(', ')}`);
  return lines.join('\n');
}

/** One icon: its glyph and name in a button that copies the name. */
function IconTile({ name, codePoint, keywords, copied, onCopy }: Props) {
  return (
    <li className="icon-browser__item">
      <button
        type="button"
        className={copied ? 'icon-browser__tile icon-browser__tile--copied' : 'icon-browser__tile'}
        onClick={() => onCopy(name)}
        title={tooltip(name, keywords)}
      >
        <span className="icon-browser__glyph" aria-hidden="true">
          {String.fromCodePoint(codePoint)}
        </span>
        <span className="icon-browser__name">{name}</span>
      </button>
    </li>
  );
}

export default memo(IconTile);
