import fs from 'fs';
import YAML from 'yaml';

const source = fs.readFileSync('.github/workflows/deploy.yml', 'utf8');
interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  steps?: Step[];
}
const { jobs, env } = YAML.parse(source) as { jobs: Record<string, Job>; env: Record<string, string> };
const runs = (job: string) => (jobs[job].steps ?? []).map((step) => step.run ?? step.uses ?? '');
const BUILDS = /npm run build|gatsby build|scripts\/build\.mjs|npm run clean|--phase build\b(?!-)/;

describe('the GitHub Pages workflow', () => {
  it('runs every test job from the lock file, and deploys only once all of them pass', () => {
    const testJobs = Object.keys(jobs).filter((name) => name !== 'deploy');
    expect(testJobs).toEqual(expect.arrayContaining(['checks', 'build', 'browser', 'develop', 'promotion']));
    for (const name of testJobs) expect(runs(name)).toContain('npm ci --no-audit --no-fund');
    expect([jobs.deploy.needs].flat().sort()).toEqual(testJobs.sort());
  });

  it('deploys the build the tests ran against: built once, tested, then uploaded; the browser jobs test that upload', () => {
    const build = runs('build');
    const tested = build.findIndex((step) => /--phase build --phase build-tests/.test(step));
    const copy = build.indexOf('node scripts/publishable.js public "$RUNNER_TEMP/site"');
    expect(tested).toBeGreaterThan(-1);
    expect(copy).toBeGreaterThan(tested);
    expect(build.indexOf('actions/upload-pages-artifact@v3')).toBeGreaterThan(copy);
    expect(build.slice(tested + 1).filter((step) => BUILDS.test(step))).toEqual([]);
    for (const name of ['browser', 'develop']) {
      expect([jobs[name].needs].flat()).toContain('build');
      expect(runs(name)).toContain('actions/download-artifact@v4');
      expect(runs(name).filter((step) => BUILDS.test(step))).toEqual([]);
    }
  });

  it('uploads only the reader files scripts/publishable.js copies from that build (no maps, stats or slices)', () => {
    const pages = jobs.build.steps!.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'))!;
    expect(pages.with?.path).toBe('${{ runner.temp }}/site');
  });

  it('takes the hosted search credentials from repository secrets (the built-in index otherwise)', () => {
    expect(env.DOCSEARCH_APP_ID).toBe('${{ secrets.DOCSEARCH_APP_ID }}');
    expect(env.DOCSEARCH_API_KEY).toBe('${{ secrets.DOCSEARCH_API_KEY }}');
    expect(fs.readFileSync('site.config.ts', 'utf8')).toMatch(/appId: process\.env\.DOCSEARCH_APP_ID/);
  });
});
