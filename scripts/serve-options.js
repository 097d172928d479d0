// The command line of scripts/serve.js: its usage text and the options it reads from argv.

const USAGE = `Usage: node scripts/serve.js [options]

Serves the built site (public/) under its base path, as a static host would.

Options:
  --port <number>   port to listen on, 0 for any free one (default: $PORT or 9000)
  --base <path>     base path to serve under (default: baseUrl in site.config.ts)
  --dir <folder>    folder to serve (default: public)
  --no-compress     never send the .br/.gz copies, only the files themselves
  -h, --help        show this text
`;

/** Flags followed by a value (`--port 9000` or `--port=9000`). */
const WITH_VALUE = new Set(['--port', '--base', '--dir']);
/** Flags that stand alone. */
const SWITCHES = new Set(['--no-compress', '--help', '-h']);

/**
 * @typedef {{ help: true } | { help: false, port: number, base: string | undefined, dir: string, compress: boolean }} ServeOptions
 */

/**
 * The options in `args` (process.argv without node and the script). Throws an Error that names the
 * argument for an unknown flag, a flag without its value, a stray argument or a bad port.
 * @param {readonly string[]} args
 * @param {Record<string, string | undefined>} [env] where PORT is read from
 * @returns {ServeOptions}
 */
function readServeOptions(args, env = {}) {
  /** @type {Map<string, string>} */
  const values = new Map();
  /** @type {Set<string>} */
  const switches = new Set();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    const [flag, ...inline] = arg.split('=');
    if (WITH_VALUE.has(flag)) {
      const value = inline.length ? inline.join('=') : args[index + 1];
      if (value === undefined || (!inline.length && value.startsWith('-')))
        throw new Error(`${flag} needs a value, as in ${flag}=<value>.`);
      if (!inline.length) index++;
      values.set(flag, value);
    } else if (SWITCHES.has(arg)) {
      switches.add(arg);
    } else if (arg.startsWith('-')) {
      throw new Error(`Unknown option ${JSON.stringify(arg)}.`);
    } else {
      throw new Error(`Unexpected argument ${JSON.stringify(arg)}: every option starts with --.`);
    }
  }
  if (switches.has('--help') || switches.has('-h')) return { help: true };
  const portText = values.get('--port') ?? env.PORT ?? '9000';
  const port = Number(portText);
  if (portText.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a number from 0 to 65535, not ${JSON.stringify(portText)}.`);
  return {
    help: false,
    port,
    base: values.get('--base'),
    dir: values.get('--dir') ?? 'public',
    compress: !switches.has('--no-compress'),
  };
}

module.exports = { USAGE, readServeOptions };
