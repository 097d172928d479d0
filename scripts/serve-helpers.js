// The rules scripts/serve.js applies, as pure functions: which headers every response
// carries, which files are cached for a year or never served, and how Range,
// If-None-Match and a page's CSP meta tag are read.

/** Sent with every response, whatever its status. */
const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
});

/** Build output the site never loads: source maps and webpack's stats (also their .br/.gz copies). */
const PRIVATE_NAMES = new Set(['webpack.stats.json', 'chunk-map.json', 'stats.json', 'loadable-stats.json', 'webpack-stats.json']);

function isPrivate(file) {
  const name = file.split(/[\\/]/).pop().replace(/\.(br|gz)$/, '');
  return name.endsWith('.map') || PRIVATE_NAMES.has(name);
}

/** Webpack's content-hashed chunks (`app-<20 hex>.js`, `styles.<20 hex>.css`) and anything under static/. */
function isImmutable(relative) {
  const posix = relative.split(/[\\/]/).join('/');
  return posix.startsWith('static/') || /[-.][0-9a-f]{20}\.(js|css)$/.test(posix);
}

const ENTITIES = { quot: '"', amp: '&', apos: "'", lt: '<', gt: '>' };

function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** Characters a header value may not hold (CR, LF, other controls, non-ASCII), percent-encoded. */
function headerSafe(value) {
  return value.replace(/[^\x21-\x7e]|\\/g, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(char);
  });
}

/**
 * The policy of the page's `<meta http-equiv="Content-Security-Policy" content="...">`, entities decoded,
 * or null. Give it the start of the HTML file; only the <head> is read.
 */
function cspFromHtml(html) {
  const head = html.split(/<\/head>/i)[0];
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = {};
    for (const [, name, ...values] of tag.matchAll(/([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
      attributes[name.toLowerCase()] = values.find((value) => value !== undefined);
    }
    if (attributes['http-equiv']?.trim().toLowerCase() !== 'content-security-policy' || !attributes.content) continue;
    // A header value is one line of visible ASCII: whitespace runs become a space, anything else is dropped.
    const policy = decodeEntities(attributes.content).replace(/\s+/g, ' ').replace(/[^\x20-\x7e]/g, '').trim();
    return policy || null;
  }
  return null;
}

/** The one byte range a `Range: bytes=a-b | a- | -n` header asks for, 'unsatisfiable', or null to send the whole file. */
function byteRange(header, size) {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(String(header ?? ''));
  if (!match) return null; // another unit or several ranges: a server may ignore Range
  const [, first, last] = match;
  if (first === '' && last === '') return 'unsatisfiable';
  if (first === '') {
    const length = Number(last);
    return length > 0 && size > 0 ? { start: Math.max(0, size - length), end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start < size && start <= end ? { start, end } : 'unsatisfiable';
}

/** Whether an If-None-Match header names this ETag (weak comparison, `*` matches any). */
function etagMatches(header, etag) {
  if (!header) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

module.exports = { SECURITY_HEADERS, isPrivate, isImmutable, cspFromHtml, headerSafe, byteRange, etagMatches };
