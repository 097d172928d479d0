import crypto from 'crypto';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The frame's policy, the only one in the build with 'unsafe-eval' (the reader's code is
 * evaluated here, and so is the runtime the page hands over). Its one inline script runs by hash;
 * nothing may be fetched (the runtime and fonts come from the page), images only as data URLs.
 */
export function framePolicy(bootstrap: string): string {
  return [
    "default-src 'none'",
    `script-src ${sha256(bootstrap)} 'unsafe-eval'`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

// The frame's window is the phone's screen: the app fills it and never scrolls the document.
const STYLE =
  'html,body,#root,.preview{height:100%;margin:0}body{overflow:hidden}#root,.preview{display:flex;flex-direction:column}.preview>div{flex:1}';

/** The frame's whole document: a root to render into and the bootstrap script. */
export function frameDocument(bootstrap: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${framePolicy(bootstrap)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>Live example preview</title>',
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<div id="root"></div>',
    `<script>${bootstrap}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
