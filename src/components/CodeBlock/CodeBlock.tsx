import React, { useRef } from 'react';
import CopyButton from './CopyButton';
import { searchSkip } from '../../shared/search-markup';
import './code-block.css';

type Props = React.HTMLAttributes<HTMLPreElement> & {
  'data-language'?: string;
  'data-title'?: string;
  /** The code, highlighted to HTML at build time; without it the children are the <code>. */
  html?: string;
};

/**
 * A highlighted code block (tokens come from the build) with an optional title
 * and a copy button. Used for MDX `pre` and for code from component docs.
 */
export default function CodeBlock({ children, className, html, ...rest }: Props) {
  const ref = useRef<HTMLPreElement>(null);
  const title = rest['data-title'];
  const language = rest['data-language'];
  return (
    <div className="code-block" {...searchSkip}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        <pre ref={ref} className={`code-block__pre ${className ?? ''}`} data-language={language} tabIndex={0}>
          {html === undefined ? (
            children
          ) : (
            <code className={language && `language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </pre>
        <CopyButton getText={() => ref.current?.textContent ?? ''} />
      </div>
    </div>
  );
}
