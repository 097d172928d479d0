// Two projects: unit (pure functions, small fixtures) and build (assertions on the built HTML in
// public/). The browser tests run on Playwright's runner (playwright.config.ts).
const transform = {
  '^.+\\.[jt]sx?$': [
    'babel-jest',
    {
      babelrc: false,
      configFile: false,
      presets: [
        ['@babel/preset-env', { targets: { node: 'current' } }],
        ['@babel/preset-react', { runtime: 'automatic' }],
        '@babel/preset-typescript',
      ],
    },
  ],
};

const ESM_ONLY = [
  '@material/material-color-utilities',
  'stemmer',
  'unified',
  'bail',
  'trough',
  'is-plain-obj',
  'devlop',
  'vfile[^/]*',
  'unist-[^/]*',
  'mdast-[^/]*',
  'hast-[^/]*',
  'micromark[^/]*',
  'remark-[^/]*',
  'estree-util-[^/]*',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'character-reference-invalid',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'parse-entities',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-void-elements',
  'stringify-entities',
  'trim-lines',
  'periscopic',
  'is-reference',
];

const project = (name, extra = {}) => ({
  displayName: name,
  testEnvironment: 'node',
  transform,
  // These packages ship ES modules only, so Babel has to compile them too (the unified family:
  // remark, rehype, micromark, mdast, hast, unist, vfile and their small helpers).
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  testMatch: [`<rootDir>/__tests__/${name}/**/*.test.ts`],
  // Components import their stylesheets, which webpack handles; a test renders them without.
  moduleNameMapper: { '\\.css$': '<rootDir>/__tests__/helpers/no-styles.js' },
  ...extra,
});

module.exports = {
  // The build tests that run Gatsby wait on real builds; nothing here asserts on speed.
  testTimeout: 60000,
  projects: [project('unit'), project('build', { globalSetup: '<rootDir>/__tests__/helpers/require-build.js' })],
};
