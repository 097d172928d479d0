import fs from 'fs';
import path from 'path';
import { parse } from 'node-html-parser';

/**
 * Words only a version that is not released yet says: a pre-release named as one, a pre-release's
 * version number, "alpha" or "beta" used of a release, and an install command that asks for a
 * pre-release tag. "alpha" in its colour sense is not one: `alpha(0.5)`, "the alpha channel",
 * "(scale + alpha)", `needsOffscreenAlphaCompositing`, nor is "alphabet".
 */
const STAGE = '(?:alpha|beta)';
/** Markdown's code marks and quotes around a word (the .md copies keep them). */
const QUOTE = '[`"]?';
/** What follows "alpha" when it means a colour's opacity, not a release. */
const COLOUR_SENSE = '(?!\\s*(?:\\(|channels?\\b|values?\\b|masks?\\b|blending\\b|compositing\\b))';

const NEXT_STATE_WORDS: RegExp[] = [
  // "a pre-release", "prerelease"
  /\bpre-?releases?\b/gi,
  // 6.0.0-alpha.0, 7.1.0-rc.2, and "alpha.0" alone
  /\b\d+\.\d+\.\d+-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*/g,
  new RegExp(`\\b(?:${STAGE}|rc)\\.\\d+\\b`, 'gi'),
  // "is an alpha", "in alpha", "the 6 alpha", "Paper 6.0 beta"
  new RegExp(`\\b(?:an?|the|in|still|\\d+(?:\\.\\d+)*)\\s+${QUOTE}${STAGE}\\b${COLOUR_SENSE}`, 'gi'),
  // "the alpha's source", "alpha release", "beta versions", "Alpha APIs"
  new RegExp(`\\b${STAGE}${QUOTE}(?:'s\\b|\\s+(?:releases?|versions?|builds?|tags?|stage|phase|APIs?)\\b)`, 'gi'),
  // npm install react-native-paper@next (or @alpha, @beta, @rc, @canary)
  /\b(?:npm\s+(?:install|i|add)|yarn\s+add|pnpm\s+(?:add|install)|bun\s+add|expo\s+install)\b[^\n]*?@(?:next|alpha|beta|rc|canary)\b/gi,
];

/** Each next-state word in `text`, with some of the text around it, to show where it is. */
export function nextStateWords(text: string): string[] {
  return NEXT_STATE_WORDS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => {
      const start = Math.max(0, match.index - 40);
      const end = Math.min(text.length, match.index + match[0].length + 40);
      return `"${match[0]}" in "…${text.slice(start, end).replace(/\s+/g, ' ')}…"`;
    }),
  );
}

/** Every page under a docs root of a built site, as HTML (index.html) and as its Markdown copy (.md). */
function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === 'index.html' || entry.name.endsWith('.md') ? [full] : [];
  });
}

/** What a reader of a built file gets: a page's visible text, code included, a line per block, and its title and description. */
function readerText(file: string): string {
  const source = fs.readFileSync(file, 'utf8');
  if (!file.endsWith('.html')) return source;
  // `pre` parsed too (node-html-parser keeps it as raw markup by default), so highlighted code reads as text.
  const page = parse(source, { blockTextElements: { script: true, noscript: true, style: true } });
  for (const element of page.querySelectorAll('script, style')) element.remove();
  const head = [
    page.querySelector('title')?.text ?? '',
    page.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  ];
  return [...head, page.querySelector('body')?.structuredText ?? ''].join('\n');
}

/**
 * The next-state words of the pages served under `docsRoot` (`/docs/`) of the site built in
 * `publicDir`, and of its llms.txt (each guide's description), each as `file: "word" in "…"`; with the
 * files read, from `publicDir`.
 */
export function nextStateWordsOfSite(publicDir: string, docsRoot: string): { files: string[]; found: string[] } {
  const files = [...pageFiles(path.join(publicDir, docsRoot)), path.join(publicDir, 'llms.txt')];
  const found = files.flatMap((file) =>
    [...new Set(nextStateWords(readerText(file)))].map((word) => `${path.relative(publicDir, file)}: ${word}`),
  );
  return { files: files.map((file) => path.relative(publicDir, file)), found };
}
