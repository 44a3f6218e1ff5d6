// One linter for the whole repository: typescript-eslint, React hooks, TanStack Query and
// Router rules, accessibility, and no import cycles. Formatting is Prettier's job.
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import prettier from 'eslint-config-prettier'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import fs from 'node:fs'
import tseslint from 'typescript-eslint'

/** The folders of a client layer (src/features, src/entities): each imports none of the others. */
const foldersOf = (layer) =>
  fs
    .readdirSync(`./src/${layer}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
const features = foldersOf('features')
const entities = foldersOf('entities')

/**
 * Every folder of server/ (ADR 0061): a capability (its routes, repository, rate limits and tests)
 * or a shared piece (db, http, events, pagination, plugins, …). The zones below are made for each,
 * so a new folder is covered the day it is added.
 */
const serverFolders = fs
  .readdirSync('./server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** A capability's route files: `routes.ts`, `root-routes.ts`, `write-routes.ts`, `preview-route.ts`. */
const routeFiles = (folder) => `./server/${folder}/{routes,*-routes,*-route}.ts`

/** The zones of the server's folders, one set per folder. */
function serverZones() {
  return serverFolders.flatMap((folder) => [
    {
      // A test may read a route's constant (a body limit) to test it.
      target: `./server/${folder}/**/!(*.test).ts`,
      from: serverFolders.filter((other) => other !== folder).map(routeFiles),
      message:
        "A capability's routes are registered by their folder (server/http/capabilities.ts): import its repository or helpers, never its routes.",
    },
    ...(folder === 'plugins'
      ? []
      : [
          {
            // Route files may read a plugin's helper; what they call (repositories) may not.
            target: `./server/${folder}/**/!(routes|*-routes|*-route).ts`,
            from: './server/plugins',
            message:
              'Only the app (app.ts) and route files use the plugins: a repository or helper takes what it needs as arguments.',
          },
        ]),
    ...(folder === 'dev'
      ? []
      : [
          {
            target: `./server/${folder}`,
            from: './server/dev',
            message:
              'Development tooling (server/dev) is started by server.ts, never imported by the app.',
          },
        ]),
  ])
}

const QUERY_KEY_MESSAGE =
  'Build query keys in a query factory (a queries.ts, or src/entities): docs/decisions/0062.'
/** The QueryClient methods that take a query key as their first argument. */
const QUERY_KEY_CALLS = '(getQueryData|setQueryData|getQueryState|removeQueries)'

/**
 * A message's id is a string literal (docs/decisions/0077): scripts/check-messages.ts finds the
 * ids the code uses by reading it, and cannot follow `t(\`tabs.${name}\`)`.
 */
const LITERAL_MESSAGE_IDS = [
  "CallExpression[callee.name='t'] > .arguments:first-child:not(Literal)",
  "CallExpression[callee.property.name='_'] > .arguments:first-child:not(Literal)",
].map((selector) => ({
  selector,
  message: "A message's id is a string literal, t('nav.home'), so the catalogs' check sees it.",
}))

function boundaryZones({ forTests = false } = {}) {
  return [
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: move what both read to src/entities, the rest to src/lib, or let the route compose them.',
    })),
    ...entities.map((entity) => ({
      target: `./src/entities/${entity}`,
      from: './src/entities',
      except: [`./${entity}`],
      message: 'An entity never imports another entity: a feature composes them.',
    })),
    { target: './src/features', from: './src/routes' },
    {
      target: './src/entities',
      from: ['./src/features', './src/routes'],
      message:
        'Entities sit under the features (docs/decisions/0062): they import lib and the contract.',
    },
    {
      target: ['./src/lib', './src/components'],
      from: ['./src/entities', './src/features', './src/routes'],
    },
    { target: './src', from: forTests ? './server' : ['./server', './mocks', './tests'] },
    { target: './server', from: ['./src', './mocks'] },
    { target: './mocks', from: './src', message: 'Handlers share the contract, not the client.' },
    {
      target: './contract',
      from: ['./src', './server', './mocks', './markdown'],
      message: 'The contract imports only zod.',
    },
    {
      target: './markdown',
      from: ['./src', './server', './mocks', './contract', './tests'],
      message:
        'The Markdown renderer is shared by the server and the mocks: it imports only its libraries.',
    },
    { target: './server/db', from: './server', except: ['./db'] },
    ...serverZones(),
    {
      target: ['./server/app.ts', './server/build-app.ts'],
      from: './server/dev',
      message:
        'Development tooling (server/dev) is started by server.ts, never imported by the app.',
    },
    {
      target: ['./src', './mocks', './server', './contract', './markdown'],
      from: './dev-mock',
      message: 'dev-mock/ is an entry point: nothing imports it.',
    },
  ]
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server*',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      'postcss.config.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Classic scripts the pages load as they are (no bundler): the browser's globals.
    files: ['public/early.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'mocks/**/*.ts',
      'tests/setup/client.ts',
      'tests/setup/render.tsx',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Imports flow one way (docs/decisions/0011): contract → shared → features → routes on the
    // client (entities under features, docs/decisions/0062); db → repositories → plugins → routes on the server. A zone's `from` may never be
    // imported by a file in its `target`. tests/boundaries.unit.test.ts proves each one fires.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }] },
  },
  {
    // The client and the contract build schemas with zod/mini (docs/decisions/0018): zod's classic
    // API is ~25 KiB gzip more, and its objects probe for eval at creation, which the CSP forbids.
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Use 'zod/mini' (docs/decisions/0018)." }],
          patterns: [{ group: ['zod/v4', 'zod/v4/classic', 'zod/v3'], message: "Use 'zod/mini'." }],
        },
      ],
    },
  },
  {
    // A query key is built only in a query factory (docs/decisions/0062): a feature's queries.ts
    // or an entity's folder. Elsewhere a key comes from the factory (`postQueries.lists()`,
    // `authorQueries.detail(uid).queryKey`), so renaming one reaches every reader and writer.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/queries.ts', 'src/entities/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression.value",
          message: QUERY_KEY_MESSAGE,
        },
        {
          selector: `CallExpression[callee.property.name=/^${QUERY_KEY_CALLS}$/] > ArrayExpression.arguments:first-child`,
          message: QUERY_KEY_MESSAGE,
        },
        ...LITERAL_MESSAGE_IDS,
      ],
    },
  },
  {
    // The same rule where the one above does not reach (a rule's options do not add up).
    files: ['src/**/queries.ts', 'src/entities/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...LITERAL_MESSAGE_IDS] },
  },
  {
    // One way to load (docs/decisions/0065): `queryClient.query(...)` and `infiniteQuery(...)`,
    // with `staleTime: 'static'` where cached data is good enough. The older calls are deprecated
    // in TanStack Query 5 and go in its next major version.
    files: ['src/**/*.{ts,tsx}', 'tests/setup/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[
          'ensureQueryData',
          'fetchQuery',
          'prefetchQuery',
          'ensureInfiniteQueryData',
          'fetchInfiniteQuery',
          'prefetchInfiniteQuery',
        ].map((property) => ({
          property,
          message:
            "Use queryClient.query() or infiniteQuery() (with staleTime: 'static' for a cached answer): docs/decisions/0065.",
        })),
      ],
    },
  },
  {
    // A test may also reach for the msw handlers and the shared test set-up.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ forTests: true }) }],
    },
  },
  prettier,
)
