import React from 'react';
import { withPrefix } from 'gatsby';
import Icon from '../../components/icons/Icon';
import { useCopy } from '../../lib/useCopy';
import { markdownPath } from '../../shared/routes';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const LABELS = { idle: 'Copy page as Markdown', copied: 'Copied', failed: 'Copy failed' };
const ANNOUNCEMENTS = { idle: '', copied: 'Page copied as Markdown', failed: 'Could not copy the page' };

/**
 * The page's markdown version (written by gatsby/post-build/llms/ beside the page): a button that copies it,
 * which needs scripts, and a plain link to it, which does not.
 */
export default function MarkdownActions({ path }: { path: string }) {
  const href = withPrefix(markdownPath(path));
  const { state, copy } = useCopy();
  return (
    <div className="markdown-actions">
      <button
        type="button"
        className="button button--tonal markdown-actions__copy needs-js"
        onClick={() => copy(() => fetchText(href))}
      >
        <Icon name={state === 'copied' ? 'check' : 'copy'} size={18} />
        {LABELS[state]}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {ANNOUNCEMENTS[state]}
      </span>
      <a className="markdown-actions__view" href={href}>
        View as Markdown
      </a>
    </div>
  );
}
