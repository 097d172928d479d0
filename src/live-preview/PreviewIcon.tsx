import React, { useSyncExternalStore } from 'react';
import { Text, type StyleProp, type TextStyle } from 'react-native';
import { ICON_FONT_FAMILY, type IconStore } from './icon-store';

export interface PreviewIconProps {
  name: string;
  size?: number;
  color?: string;
  direction?: 'rtl' | 'ltr' | 'auto';
  style?: StyleProp<TextStyle>;
  testID?: string;
}

/**
 * Material Design Icons drawn with the icon font and the store's glyph names. It serves both as
 * Paper's `settings.icon` and as the default export of the vector-icon modules examples import.
 * A name the store does not know yet takes its space empty until the whole set arrives; a name
 * no icon has shows "?".
 */
export function makePreviewIcon(store: IconStore) {
  return function PreviewIcon({ name, size = 24, color, direction, style, testID }: PreviewIconProps) {
    useSyncExternalStore(store.subscribe, store.glyphs);
    const codePoint = store.codePoint(name);
    const glyph = codePoint !== null ? String.fromCodePoint(codePoint) : store.complete() ? '?' : ' ';
    return (
      <Text
        aria-hidden
        testID={testID}
        style={[
          {
            fontFamily: ICON_FONT_FAMILY,
            fontSize: size,
            lineHeight: size,
            width: size,
            color,
            fontWeight: 'normal',
            fontStyle: 'normal',
            transform: direction === 'rtl' ? [{ scaleX: -1 }] : undefined,
          },
          style,
        ]}
      >
        {glyph}
      </Text>
    );
  };
}
