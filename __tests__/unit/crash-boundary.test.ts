import type React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import CrashBoundary from '../../src/layout/CrashBoundary/CrashBoundary';

// The browser tests crash a real page (resilience.test.ts); an error with causes behind it is
// built here, as no page's failure can be made to carry one from outside.
describe('the crash page', () => {
  it('shows the error and, below it, each cause behind it', () => {
    const error = new Error('Rendering the page failed', {
      cause: new Error('Could not read the page data', { cause: new TypeError('props is undefined') }),
    });
    const boundary = new CrashBoundary({ resetKey: '/docs/guides/theming/', children: null });
    boundary.state = CrashBoundary.getDerivedStateFromError(error);
    const html = renderToStaticMarkup(boundary.render() as React.ReactElement);
    expect(html).toContain('<h1 class="crash__title">This page crashed.</h1>');
    expect(html).toContain('<p class="crash__message">Error: Rendering the page failed</p>');
    expect(html).toContain(
      '<ol class="crash__causes" aria-label="Caused by"><li>Cause: Error: Could not read the page data</li><li>Cause: TypeError: props is undefined</li></ol>',
    );
    expect(html).toContain('Try again</button>');
  });

  it('lists no causes for an error without any', () => {
    const boundary = new CrashBoundary({ resetKey: '/', children: null });
    boundary.state = CrashBoundary.getDerivedStateFromError(new TypeError('x is not a function'));
    const html = renderToStaticMarkup(boundary.render() as React.ReactElement);
    expect(html).toContain('TypeError: x is not a function');
    expect(html).not.toContain('crash__causes');
  });
});
