import type { Browser, BrowserContext } from '@playwright/test';
import { DESKTOP } from './browser';

/**
 * A context that keeps every Content-Security-Policy violation its pages and their frames report,
 * and every request URL (the service worker's included).
 */
export async function watchedContext(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; violations: string[]; requests: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const violations: string[] = [];
  await context.exposeBinding('__reportViolation', ({ frame }, report: string) =>
    violations.push(`${frame.url()}: ${report}`),
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  return { context, violations, requests };
}
