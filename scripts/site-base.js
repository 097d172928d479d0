// The site's base path (`/react-native-paper`, no trailing slash), read from site.config.ts's
// `baseUrl`, for the plain JavaScript scripts. TypeScript code imports site.config.ts and uses
// `pathPrefixFromBaseUrl` from src/lib/routes.ts.
// The config is compiled with the installed TypeScript and run, so any way of writing the value
// works; only type imports are allowed in site.config.ts (they are erased).
const fs = require('fs');
const Module = require('module');
const path = require('path');
const ts = require('typescript');

const CONFIG_FILE = path.join(__dirname, '..', 'site.config.ts');

function readSiteConfig() {
  const { outputText } = ts.transpileModule(fs.readFileSync(CONFIG_FILE, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
    fileName: CONFIG_FILE,
  });
  const config = new Module(CONFIG_FILE, module);
  config.filename = CONFIG_FILE;
  config.paths = Module._nodeModulePaths(path.dirname(CONFIG_FILE));
  config._compile(outputText, CONFIG_FILE);
  return config.exports.default;
}

function siteBase() {
  const baseUrl = readSiteConfig()?.baseUrl;
  if (typeof baseUrl !== 'string' || !baseUrl.startsWith('/')) {
    throw new Error(`${CONFIG_FILE}: baseUrl must be a path that starts with "/", found ${JSON.stringify(baseUrl)}.`);
  }
  return baseUrl.replace(/\/+$/, '');
}

/** The base path every page is served under: `/react-native-paper`, or '' for a site at the root. */
exports.SITE_BASE = siteBase();
