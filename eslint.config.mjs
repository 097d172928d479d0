// Lint rules for the whole project: ESLint's and typescript-eslint's recommended sets, and the
// rules of hooks. `npm test` runs it (scripts/test.mjs), so CI fails on a lint error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.public-before-build/',
      '.cache/',
      'test-results/',
      'static/',
      'src/gatsby-types.d.ts',
      '.explore*/',
      '.tmp*/',
    ],
  },
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
  // The Node/browser line. `gatsby/` and the local plugin run in Node at build time; `src/` runs in
  // the browser (and in server rendering). Pure code both use lives in `src/shared/`, which imports
  // nothing from either side, nor Gatsby's browser runtime.
  {
    files: ['src/**'],
    ignores: ['src/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'gatsby',
              importNames: ['navigate'],
              message:
                'Navigate with siteNavigate (src/navigation/site-navigate.ts): it cleans the address and starts the route progress.',
            },
          ],
          patterns: [
            {
              regex: '^(\\.\\./)+(gatsby|plugins)/',
              message: 'Browser code may not import build-time (Node) code; share it through src/shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['gatsby/**', 'plugins/**', 'gatsby-config.ts', 'gatsby-node.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\.?/)+src/(?!shared/)',
              message: 'Build-time code may import from src/ only what src/shared/ holds (pure code both sides use).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'gatsby', message: 'src/shared/ is pure: no Gatsby runtime.' },
            { name: 'react', message: 'src/shared/ is pure: no React.' },
          ],
          patterns: [
            {
              regex:
                '^(\\.\\./)+(components|config|layout|lib|live-preview|navigation|pages|search|templates|theme|gatsby|plugins|scripts)/|^(\\.\\./){3,}',
              message: 'src/shared/ imports only from src/shared/.',
            },
            { regex: '^node:|^(fs|path|crypto|os)$', message: 'src/shared/ is pure: no Node modules.' },
          ],
        },
      ],
    },
  },
  // Which docs version is served at /docs/ is `docs.lastVersion`, resolved once by
  // src/shared/doc-versions.ts: no code picks it by position in the list or by a name.
  {
    files: ['src/**', 'gatsby/**', 'plugins/**', 'scripts/**', '*.ts'],
    // site.config.ts is where the versions are named.
    ignores: ['src/gatsby-types.d.ts', 'site.config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[computed=true][property.type='Literal'][property.raw=/^[0-9]+$/]:matches([object.name=/^(versions|entries)$/], [object.property.name=/^(versions|entries)$/])",
          message:
            'A docs version is not chosen by its position: read `isLast` or `lastVersionOf` (src/shared/doc-versions.ts).',
        },
        {
          selector:
            "CallExpression[callee.property.name='slice']:matches([callee.object.name='versions'], [callee.object.property.name='versions'])",
          message:
            'A docs version is not chosen by its position: filter on `isLast` or `prefix` (src/shared/doc-versions.ts).',
        },
        {
          selector: 'Literal[value=/^[0-9]+\\.x$/]',
          message:
            "A docs version is not named in code: read it from site.config.ts's version records (src/shared/doc-versions.ts).",
        },
        {
          // 'current' is a version's state (`status`), never a name to compare a version's with.
          selector: "BinaryExpression:not(:has(MemberExpression[property.name='status'])) > Literal[value='current']",
          message:
            "A docs version is not named in code: read it from site.config.ts's version records (src/shared/doc-versions.ts).",
        },
      ],
    },
  },
  {
    // Tests read the page's own globals (`window.___loader`) and load the CommonJS scripts they test.
    files: ['__tests__/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Functions these scripts hand to the browser (page.evaluate) run there.
    files: [
      'scripts/axe-check.js',
      'scripts/component-screenshots/run.mjs',
      'scripts/bench/live-example.mjs',
      'scripts/bench/configurator.mjs',
      'scripts/bench/compare.mjs',
      'scripts/bench/main-thread.mjs',
      'scripts/screenshots.mjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Plain CommonJS scripts and plugin entry points.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
