import { spawnSync } from 'child_process';
import path from 'path';
import { configuredBasePath, pathPrefixOf } from '../../gatsby/config/base-path';

describe('the base path', () => {
  it("is Gatsby's pathPrefix made from site.config.ts baseUrl: no trailing slash, and none at all for the root", () => {
    expect(pathPrefixOf('/react-native-paper/')).toBe('/react-native-paper');
    expect(pathPrefixOf('/docs/v5/')).toBe('/docs/v5');
    expect(pathPrefixOf('/')).toBe('');
  });

  it('is the same for the plain JavaScript scripts (run by Node, as npm start runs them) as for the TypeScript code', () => {
    const script = "process.stdout.write(require('./scripts/site-base').SITE_BASE)";
    const run = spawnSync(process.execPath, ['-e', script], {
      cwd: path.resolve(__dirname, '../..'),
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(configuredBasePath());
    expect(run.stdout).toMatch(/^\/[^/]/);
  });
});
