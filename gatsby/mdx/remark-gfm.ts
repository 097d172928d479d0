/**
 * remark-gfm (tables, strikethrough, autolinks) is ESM-only while gatsby-config
 * is compiled to CommonJS; Node 20.19+ can require ES modules, which keeps the
 * plugin synchronous as remark needs (it registers parser extensions).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an ESM-only package, loaded synchronously
const loaded = require('remark-gfm') as { default?: unknown };

const remarkGfm = (loaded.default ?? loaded) as (...args: unknown[]) => void;

export default remarkGfm;
