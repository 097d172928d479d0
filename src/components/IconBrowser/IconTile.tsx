import React, { memo } from 'react';

interface Props {
  name: string;
  codePoint: number;
  copied: boolean;
  onCopy: (name: string) => void;
}

/** One icon: its glyph and name in a button that copies the name. */
function IconTile({ name, codePoint, copied, onCopy }: Props) {
  return (
    <li className="icon-browser__item">
      <button
        type="button"
        className={copied ? 'icon-browser__tile icon-browser__tile--copied' : 'icon-browser__tile'}
        onClick={() => onCopy(name)}
        title={`Copy “${name}”`}
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
