// Lint rules for the whole project: ESLint's and typescript-eslint's recommended sets, and the
// rules of hooks. `npm test` runs it (scripts/test.mjs), so CI fails on a lint error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['public/', '.cache/', 'test-results/', 'static/', 'src/gatsby-types.d.ts', '.explore*/', '.tmp*/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    files: ['src/**', 'content/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['*.{js,mjs,ts,tsx}', 'gatsby/**', 'plugins/**', 'scripts/**', '__tests__/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // Tests reach into the page (`window.___navigate`) and load the CommonJS scripts they test.
    files: ['__tests__/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Functions these scripts hand to the browser (page.evaluate) run there.
    files: ['scripts/axe-check.js', 'scripts/component-screenshots/run.mjs', 'scripts/bench/live-example.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Plain CommonJS scripts and plugin entry points.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
