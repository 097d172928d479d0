import React, { useMemo, useState } from 'react';
import CodeBlock from '../CodeBlock/CodeBlock';
import { DEFAULT_SOURCE } from './presets';
import PreviewLoader from './PreviewLoader';
import SchemeSwatches from './SchemeSwatches';
import { highlightCode } from './highlight-code';
import { generateSchemes } from './scheme';
import SourceColorPicker from './SourceColorPicker';
import { formatThemeCode } from './theme-code';
import './theme-builder.css';

/** Source colour in; swatches, a live Paper preview and copyable theme code out. */
export default function ThemeBuilder() {
  const [source, setSource] = useState(DEFAULT_SOURCE);
  const schemes = useMemo(() => generateSchemes(source), [source]);
  const code = useMemo(() => highlightCode(formatThemeCode(schemes)), [schemes]);

  return (
    <section className="panel theme-builder" aria-label="Theme builder">
      <SourceColorPicker value={source} onChange={setSource} />
      <div className="theme-builder__schemes">
        <SchemeSwatches name="light" title="Light scheme" colors={schemes.light} />
        <SchemeSwatches name="dark" title="Dark scheme" colors={schemes.dark} />
      </div>
      <h4 className="theme-builder__heading">Preview with Paper components</h4>
      <PreviewLoader schemes={schemes} />
      <h4 className="theme-builder__heading">Theme code</h4>
      <CodeBlock data-language="ts" data-title="theme.ts">
        <code>{code}</code>
      </CodeBlock>
    </section>
  );
}
