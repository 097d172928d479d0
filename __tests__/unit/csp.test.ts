import crypto from 'crypto';
import { inlineScriptHashes, pagePolicy, withPolicy } from '../../gatsby/post-build/csp';

const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>a()</script></head><body>${body}<script src="/app.js"></script></body></html>`;
const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';

describe('content security policy', () => {
  it('hashes every inline script and none with a src', () => {
    expect(inlineScriptHashes(page('<script id="x">b()</script>'))).toEqual([hash('a()'), hash('b()')]);
  });

  it('allows scripts only from the site and by hash, never unsafe-inline', () => {
    const policy = pagePolicy([hash('a()')], false);
    expect(policy).toContain(`script-src 'self' ${hash('a()')};`);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('never allows eval, not even beside a live example (it runs in its own frame), and the hosted search hosts only when configured', () => {
    expect(policyOf(withPolicy(page('<div class="live-example">'), false))).not.toContain("'unsafe-eval'");
    expect(policyOf(withPolicy(page(''), true))).toContain("connect-src 'self' https://*.algolia.net");
  });

  it('puts the tag after the charset, before any script, and replaces the one from an earlier build', () => {
    const once = withPolicy(page(''), false);
    expect(once.indexOf('Content-Security-Policy')).toBeGreaterThan(once.indexOf('charSet'));
    expect(once.indexOf('Content-Security-Policy')).toBeLessThan(once.indexOf('<script'));
    expect(withPolicy(once, false)).toBe(once);
  });
});
