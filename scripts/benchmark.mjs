// Measures what readers pay for: build time, HTML weight per page, and the
// JavaScript and CSS a first visit downloads (raw and gzipped).
//   npm run benchmark              build, then measure
//   npm run benchmark -- --no-build   measure the existing public/
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const PUBLIC = path.resolve('public');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

let buildSeconds = null;
if (!process.argv.includes('--no-build')) {
  const started = process.hrtime.bigint();
  const build = spawnSync('npx', ['gatsby', 'build', '--prefix-paths'], {
    stdio: 'ignore',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) {
    console.error('The build failed; run `npm run build` to see why.');
    process.exit(1);
  }
  buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
}

const htmlPages = [];
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name === 'index.html') htmlPages.push(full);
  }
};
walk(PUBLIC);

/** The scripts and stylesheets a page's HTML asks for on first load. */
function firstLoad(htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const assets = [...html.matchAll(/<script src="\/react-native-paper(\/[^"]+\.js)"/g)].map((m) => m[1]);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + m[1].length, 0);
  const files = assets.map((asset) => path.join(PUBLIC, asset)).filter((f) => fs.existsSync(f));
  return {
    html: fs.statSync(htmlFile).size,
    htmlGzip: gzip(htmlFile),
    inlineCss,
    js: files.reduce((n, f) => n + fs.statSync(f).size, 0),
    jsGzip: files.reduce((n, f) => n + gzip(f), 0),
  };
}

const samples = {
  home: 'index.html',
  guide: 'docs/guides/theming/index.html',
  component: 'docs/components/Button/index.html',
  showcase: 'docs/showcase/index.html',
};
const rows = Object.entries(samples).map(([name, file]) => ({ page: name, ...firstLoad(path.join(PUBLIC, file)) }));
const htmlSizes = htmlPages.map((f) => fs.statSync(f).size);
const jsFiles = fs.readdirSync(PUBLIC).filter((f) => f.endsWith('.js'));
const totalJs = jsFiles.reduce((n, f) => n + fs.statSync(path.join(PUBLIC, f)).size, 0);

const result = {
  date: new Date().toISOString(),
  buildSeconds,
  pages: htmlPages.length,
  htmlAverage: Math.round(htmlSizes.reduce((a, b) => a + b, 0) / htmlSizes.length),
  htmlMax: Math.max(...htmlSizes),
  totalJs,
  firstLoad: rows,
};

if (buildSeconds !== null) console.log(`Build: ${buildSeconds.toFixed(1)} s`);
console.log(`Pages: ${result.pages}; HTML average ${kb(result.htmlAverage)}, largest ${kb(result.htmlMax)}; all JS chunks ${kb(totalJs)}`);
console.log('\nFirst load per page (HTML with inline CSS, then scripts):');
console.log('page        html     html.gz  inline css   js       js.gz');
for (const r of rows) {
  console.log(
    `${r.page.padEnd(11)} ${kb(r.html).padEnd(8)} ${kb(r.htmlGzip).padEnd(8)} ${kb(r.inlineCss).padEnd(12)} ${kb(r.js).padEnd(8)} ${kb(r.jsGzip)}`,
  );
}
fs.mkdirSync('test-results', { recursive: true });
fs.writeFileSync('test-results/benchmark.json', `${JSON.stringify(result, null, 2)}\n`);
console.log('\nWritten to test-results/benchmark.json');
