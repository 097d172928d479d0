// The rules scripts/serve.js applies, as pure functions: which headers its responses carry,
// who may frame a page, which files are cached for a year, which precompressed copy a browser
// accepts, and how a page's CSP meta tag is read. The files it never serves are listed in
// build-only-files.js, which the deploy follows too.

/**
 * Sent with every response the server writes, whatever its status. Node's HTTP parser answers
 * some broken requests itself (400, 408, 417, 431) before the server sees them; those carry none.
 */
const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
});

/** The one page the site frames itself: the live-example frame, in an iframe on component pages. */
const SELF_FRAMED_PAGE = 'live-preview/frame.html';

/**
 * Who may frame a file (`relative` to the served folder): nobody, but the site may frame its live-example frame.
 * @param {string} relative
 */
function framing(relative) {
  return relative.split(/[\\/]/).join('/') === SELF_FRAMED_PAGE
    ? { frameAncestors: "frame-ancestors 'self'", xFrameOptions: 'SAMEORIGIN' }
    : { frameAncestors: "frame-ancestors 'none'", xFrameOptions: 'DENY' };
}

/**
 * The Content-Security-Policy header of an HTML page: its meta policy (or none) with the
 * page's frame-ancestors, which only a header can set. A frame-ancestors already in the policy
 * is dropped, since browsers obey the first of two.
 * @param {string | null | undefined} metaPolicy
 * @param {string} relative
 */
function pagePolicy(metaPolicy, relative) {
  const directives = (metaPolicy ?? '').split(';').map((directive) => directive.trim());
  const kept = directives.filter((directive) => directive && !/^frame-ancestors(\s|$)/i.test(directive));
  return [...kept, framing(relative).frameAncestors].join('; ');
}

/**
 * Which of `offered` (content codings, best first) to send for an Accept-Encoding header, or null
 * for the file itself. Names are case-insensitive, `*` stands for any coding not named, `q=0`
 * refuses; the highest q wins and ties go to the earlier of `offered`.
 * @param {string | null | undefined} header
 * @param {readonly string[]} offered
 * @returns {string | null}
 */
function pickEncoding(header, offered) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const item of String(header ?? '').split(',')) {
    const [name, ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.split('=')[1]);
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  /** @type {string | null} */
  let best = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

/**
 * Webpack's content-hashed chunks (`app-<20 hex>.js`, `styles.<20 hex>.css`) and anything under static/.
 * @param {string} relative
 */
function isImmutable(relative) {
  const posix = relative.split(/[\\/]/).join('/');
  return posix.startsWith('static/') || /[-.][0-9a-f]{20}\.(js|css)$/.test(posix);
}

/** @type {Record<string, string | undefined>} */
const ENTITIES = { quot: '"', amp: '&', apos: "'", lt: '<', gt: '>' };

/** @param {string} text */
function decodeEntities(text) {
  return text.replace(
    /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi,
    (/** @type {string} */ entity, /** @type {string} */ name) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    },
  );
}

/**
 * Characters a header value may not hold (CR, LF, other controls, non-ASCII), percent-encoded.
 * @param {string} value
 */
function headerSafe(value) {
  return value.replace(/[^\x21-\x7e]|\\/g, (/** @type {string} */ char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(char);
  });
}

/**
 * The policy of the page's `<meta http-equiv="Content-Security-Policy" content="...">`, entities decoded,
 * or null. Give it the start of the HTML file; only the <head> is read.
 * @param {string} html
 * @returns {string | null}
 */
function cspFromHtml(html) {
  const head = html.split(/<\/head>/i)[0];
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    /** @type {Record<string, string | undefined>} */
    const attributes = {};
    for (const [, name, ...values] of tag.matchAll(/([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
      attributes[name.toLowerCase()] = values.find((value) => value !== undefined);
    }
    if (attributes['http-equiv']?.trim().toLowerCase() !== 'content-security-policy' || !attributes.content) continue;
    // A header value is one line of visible ASCII: whitespace runs become a space, anything else is dropped.
    const policy = decodeEntities(attributes.content)
      .replace(/\s+/g, ' ')
      .replace(/[^\x20-\x7e]/g, '')
      .trim();
    return policy || null;
  }
  return null;
}

module.exports = {
  SECURITY_HEADERS,
  framing,
  pagePolicy,
  pickEncoding,
  isImmutable,
  cspFromHtml,
  headerSafe,
};
