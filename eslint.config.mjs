// The lint gate (`make lint`): type-aware typescript-eslint with the checks the house relies on, and the layer rules
// of CONTRIBUTING.md as import restrictions. No rule is disabled for the whole tree.
import tseslint from 'typescript-eslint';

/** Import patterns a layer may not use (paths as written in import statements). */
const layer = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
});

/**
 * The engine folders every engine may import: engines/common (parts shared by several variants), engines/fide and
 * engines/generated (the FIDE-board family: its source and the instances written from it; CONTRIBUTING.md).
 */
const SHARED_ENGINE_FOLDERS = ['common', 'fide', 'generated'];

/**
 * The engine layer rule: a file of an engine folder (engines/<name>/*.ts) imports its own folder, the shared engine
 * folders, src/core, src/topology and src/search/jobs (the control slots), and nothing else of the tree: no other
 * engine's folder. `alsoSearch` names further src/search modules a file may use (salmon's turn planner is its search:
 * it uses the skill and time rules).
 */
const engineLayer = (files, alsoSearch = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\.\\./(?!${SHARED_ENGINE_FOLDERS.map((folder) => `${folder}/`).join('|')}|\\.\\./)`,
            message: `an engine imports no other engine folder, only the shared ones: ${SHARED_ENGINE_FOLDERS.join(', ')}`,
          },
          {
            regex: `^\\.\\./\\.\\./(?!src/core/|src/topology/|src/search/(${['jobs', ...alsoSearch].join('|')})$)`,
            message: 'engines import only src/core, src/topology, src/search/jobs and the shared engine folders',
          },
        ],
      },
    ],
  },
});

/** Browser code (tsconfig.browser.json): the board page's program, the modules only it uses, and the web build. */
const BROWSER_FILES = ['src/gui/client.ts', 'src/gui/browser/**/*.ts', 'src/web/**/*.ts'];

/** Tests that drive the board page (tsconfig.page-tests.json). */
const PAGE_TEST_FILES = ['test/e2e/gui.test.ts', 'test/e2e/web.test.ts'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'engines/generated/**',
      'test-output/**',
      'coverage/**',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  {
    files: ['**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      eqeqeq: ['error', 'always'],
      // Prettier wraps code at 120 but leaves comments and literals alone: comments are held to the same width here;
      // a string or template literal may run over (a message is better whole than cut for the width).
      'max-len': [
        'error',
        {
          code: 120,
          tabWidth: 2,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
        },
      ],
    },
  },
  // The board page's browser code has its own tsconfig (DOM types, no Node types).
  {
    files: BROWSER_FILES,
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './tsconfig.browser.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  // Tests that drive the page run functions in the browser: Node and DOM types.
  {
    files: PAGE_TEST_FILES,
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './tsconfig.page-tests.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  // src/core and src/topology are the base: the Rules contract names the Topology type, topology uses core's types.
  layer(
    ['src/core/**/*.ts'],
    ['**/search/*', '**/session/*', '**/cli/*', '**/gui/*', '**/match/*', '**/protocol/*', '**/engines/*'],
    'src/core imports nothing above it',
  ),
  layer(
    ['engines/**/*.ts'],
    ['**/protocol/*', '**/cli/*', '**/gui/*', '**/match/*', '**/session/*'],
    'engines never import protocol, cli, gui, match or session',
  ),
  engineLayer(['engines/*/*.ts']),
  engineLayer(['engines/salmon/planner.ts'], ['skill', 'time']),
  layer(
    ['protocol/**/*.ts'],
    ['**/engines/*', '**/engines/**'],
    'protocol never imports engines: it knows no game rules',
  ),
  layer(
    ['src/search/**/*.ts', 'src/topology/**/*.ts'],
    ['**/protocol/*', '**/cli/*', '**/gui/*', '**/match/*', '**/session/*'],
    'search and topology sit below session, protocol and the tools',
  ),
);
