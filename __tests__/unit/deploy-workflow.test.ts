import fs from 'fs';

const workflow = fs.readFileSync('.github/workflows/deploy.yml', 'utf8');

describe('the GitHub Pages workflow', () => {
  it('installs from the lock file, builds and tests (npm test), and deploys that same build: nothing builds after the tests', () => {
    const steps = [
      'npm ci',
      'npm test',
      'node scripts/publishable.js public',
      'actions/upload-pages-artifact',
      'actions/deploy-pages',
    ].map((step) => workflow.indexOf(step));
    expect(steps.every((index) => index > -1)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(workflow).not.toMatch(/npm run build|gatsby build|scripts\/build\.mjs|npm run clean/);
  });

  it('uploads only the reader files scripts/publishable.js copies from that build (no maps, stats or slices)', () => {
    const copy = workflow.indexOf('node scripts/publishable.js public "$RUNNER_TEMP/site"');
    expect(copy).toBeGreaterThan(workflow.indexOf('npm test'));
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
