import React from 'react';
import { Text, type StyleProp, type TextStyle } from 'react-native';
import type { GlyphMap } from '../IconBrowser/glyph-map';
import { ICON_FONT_FAMILY } from '../IconBrowser/icon-font';

export interface PreviewIconProps {
  name: string;
  size?: number;
  color?: string;
  direction?: 'rtl' | 'ltr' | 'auto';
  style?: StyleProp<TextStyle>;
  testID?: string;
}

/**
 * Material Design Icons drawn with the icon browser's font and glyph map (loaded before the
 * preview renders). It serves both as Paper's `settings.icon` and as the default export of the
 * vector-icon modules examples import.
 */
export function makePreviewIcon(glyphs: GlyphMap) {
  return function PreviewIcon({ name, size = 24, color, direction, style, testID }: PreviewIconProps) {
    const glyph = glyphs[name];
    return (
      <Text
        aria-hidden
        testID={testID}
        style={[
          {
            fontFamily: ICON_FONT_FAMILY,
            fontSize: size,
            lineHeight: size,
            color,
            fontWeight: 'normal',
            fontStyle: 'normal',
            transform: direction === 'rtl' ? [{ scaleX: -1 }] : undefined,
          },
          style,
        ]}
      >
        {glyph ? String.fromCodePoint(glyph) : '?'}
      </Text>
    );
  };
}
