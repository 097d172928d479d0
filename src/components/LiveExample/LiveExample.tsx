import React, { useState } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import CodeBlock from '../CodeBlock/CodeBlock';
import { useColorMode } from '../../theme/ColorModeProvider';
import { unavailableImports } from '../../shared/live-example/available-modules';
import type { PreviewMode } from '../../shared/live-example/protocol';
import Playground from './Playground';
import { prefetchPreviewFiles } from './preview-files';
import Toolbar from './Toolbar';
import { searchSkip } from '../../shared/search-markup';
import './live-example.css';

interface Props {
  /** What the example shows, for labels and the Snack's name: "Button". */
  title: string;
  code: string;
  /** The code highlighted at build time: what readers without JavaScript see. */
  codeHtml: string;
  /** The code compiled at build time; null when it did not compile. */
  compiled: string | null;
  /** The docs version whose library runs the example (`current`, `6.x`). */
  version: string;
  /** Why the example cannot run in the page at all (a version the preview has no runtime for), shown under it. */
  unavailable?: string | null;
  /** The Snack's dependencies: the library of the page's version and its peers. */
  snackDependencies: string;
}

/**
 * An example as static, highlighted code with a Run button; once started, an editor and the real
 * components in a phone-sized, sandboxed frame. What runs it (the frame's runtime, the editor, the
 * compiler) downloads only then. Examples that import what the preview does not have stay static,
 * with a note and the Snack link.
 */
export default function LiveExample({
  title,
  code,
  codeHtml,
  compiled,
  version,
  unavailable,
  snackDependencies,
}: Props) {
  const { mode } = useColorMode();
  const hydrated = useHydrated();
  const [startMode, setStartMode] = useState<PreviewMode | null>(null);

  const missing = unavailableImports(code);
  const runnable = !unavailable && compiled !== null && missing.length === 0;

  if (runnable && startMode)
    return (
      <Playground
        title={title}
        code={code}
        codeHtml={codeHtml}
        compiled={compiled}
        initialMode={startMode}
        version={version}
        snackDependencies={snackDependencies}
      />
    );
  return (
    <div className="live-example">
      <Toolbar
        title={title}
        code={code}
        snackDependencies={snackDependencies}
        onRun={runnable && hydrated ? () => setStartMode(mode) : undefined}
        onRunIntent={() => prefetchPreviewFiles(version)}
      />
      <CodeBlock data-language="tsx" html={codeHtml} />
      {!runnable && (
        <p className="live-example__note" {...searchSkip}>
          {unavailable
            ? `${unavailable} Run this example in Expo Snack.`
            : missing.length > 0
              ? `This example imports ${missing.join(', ')}, which the in-page preview does not include. Run it in Expo Snack.`
              : 'This example cannot run in the page. Run it in Expo Snack.'}
        </p>
      )}
    </div>
  );
}
