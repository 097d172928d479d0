import type { BrowserContext } from '@playwright/test';

/**
 * Keeps every Content-Security-Policy violation the context's pages and their frames report from
 * now on, and every request URL (the service worker's included). Call it before the first page loads.
 */
export async function watchPolicy(context: BrowserContext): Promise<{ violations: string[]; requests: string[] }> {
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
  return { violations, requests };
}
