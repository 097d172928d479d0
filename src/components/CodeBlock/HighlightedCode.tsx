import React from 'react';
import CodeBlock from './CodeBlock';

/** A code block whose tokens were highlighted to HTML at build time. */
export default function HighlightedCode({ html, language = 'tsx' }: { html: string; language?: string }) {
  return (
    <CodeBlock data-language={language}>
      <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
    </CodeBlock>
  );
}
