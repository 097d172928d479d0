import React, { useEffect, useMemo } from 'react';
import CodeBlock from '../CodeBlock/CodeBlock';
import PreviewLoader from './PreviewLoader';
import SchemeSwatches from './SchemeSwatches';
import { highlightCode } from '../../lib/highlight-code';
import SourceColorPicker from './SourceColorPicker';
import { formatThemeCode, THEME_CODE_TOKENS } from './theme-code';
import { colorFromAddress, useSchemes } from './use-schemes';
import './theme-builder.css';

/** Source colour in; swatches, a live Paper preview and copyable theme code out. */
export default function ThemeBuilder() {
  const { source, schemes, choose, warmUp, loadError } = useSchemes();
  // A link may bring a colour (the home page's "Open in the theme builder").
  useEffect(() => {
    const asked = colorFromAddress(window.location.search);
    if (asked) choose(asked);
  }, [choose]);
  const codeHtml = useMemo(() => highlightCode(formatThemeCode(schemes), THEME_CODE_TOKENS), [schemes]);

  return (
    <section className="panel theme-builder" aria-label="Theme builder" onFocus={warmUp} onPointerEnter={warmUp}>
      <SourceColorPicker value={source} onChange={choose} />
      {loadError && (
        <p className="theme-builder__message" role="alert">
          The colour library could not be loaded ({loadError}). Pick the colour again to retry.
        </p>
      )}
      <div className="theme-builder__schemes">
        <SchemeSwatches name="light" title="Light scheme" colors={schemes.light} />
        <SchemeSwatches name="dark" title="Dark scheme" colors={schemes.dark} />
      </div>
      <h4 className="theme-builder__heading">Preview with Paper components</h4>
      <PreviewLoader schemes={schemes} />
      <h4 className="theme-builder__heading">Theme code</h4>
      <CodeBlock data-language="ts" data-title="theme.ts" html={codeHtml} />
    </section>
  );
}
