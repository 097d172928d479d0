import { execFileSync } from 'child_process';
import path from 'path';
import type { GeneratedSchemes } from '../src/shared/theme-colors';

const shared = (file: string) => JSON.stringify(path.resolve(__dirname, '..', 'src', 'shared', file));

// A child Node process with tsx's loader: @material/material-color-utilities is an ES module with
// a few extensionless imports that Node's own loader refuses, and loading it in this process would
// put tsx's modules among webpack's build dependencies, which its cache cannot snapshot.
const SCRIPT = `
const { generateSchemes } = require(${shared('generate-schemes.ts')});
const { PAPER_SOURCE_COLOR } = require(${shared('theme-colors.ts')});
process.stdout.write(JSON.stringify(generateSchemes(PAPER_SOURCE_COLOR)));
`;

let schemes: GeneratedSchemes | undefined;

/** Paper's own light and dark schemes, from its source colour: the theme builder's first state. */
export function paperSchemes(): GeneratedSchemes {
  schemes ??= JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '-e', SCRIPT], { encoding: 'utf8' }),
  ) as GeneratedSchemes;
  return schemes;
}
