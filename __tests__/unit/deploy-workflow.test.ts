import fs from 'fs';

const workflow = fs.readFileSync('.github/workflows/deploy.yml', 'utf8');

describe('the GitHub Pages workflow', () => {
  it('installs from the lock file, runs the whole test suite, then builds again without the test-only switch and deploys that', () => {
    const steps = ['npm ci', 'npm test', 'npm run build', 'actions/upload-pages-artifact', 'actions/deploy-pages'].map(
      (step) => workflow.indexOf(step),
    );
    expect(steps.every((index) => index > -1)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  it('uploads only the reader files scripts/publishable.js copies from that build (no maps, stats or slices)', () => {
    const copy = workflow.indexOf('node scripts/publishable.js public "$RUNNER_TEMP/site"');
    expect(copy).toBeGreaterThan(workflow.indexOf('npm run build'));
    expect(copy).toBeLessThan(workflow.indexOf('actions/upload-pages-artifact'));
    expect(workflow).toContain('path: ${{ runner.temp }}/site');
    expect(workflow).not.toMatch(/path: public\b/);
  });

  it('takes the hosted search credentials from repository secrets (the built-in index otherwise)', () => {
    expect(workflow).toContain('DOCSEARCH_APP_ID: ${{ secrets.DOCSEARCH_APP_ID }}');
    expect(workflow).toContain('DOCSEARCH_API_KEY: ${{ secrets.DOCSEARCH_API_KEY }}');
    expect(fs.readFileSync('site.config.ts', 'utf8')).toMatch(/appId: process\.env\.DOCSEARCH_APP_ID/);
  });
});
