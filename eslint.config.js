import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/**
 * The rooms of src/ and which way imports may go (README "Layout"). Each block below lists every
 * pattern its files are refused, because a later block's rule replaces an earlier one's.
 * `allowTypeImports`: a room may name another room's types (a view typed from its machine) but not
 * run its code.
 */
const room = (folders, message, allowTypeImports = false) => ({
  group: folders.flatMap((folder) => [`**/${folder}`, `**/${folder}/**`]),
  message,
  allowTypeImports,
})
const SANDBOX = { group: ['**/sandbox', '**/sandbox/**', 'msw', 'msw/*'], message: 'The sandbox and msw stay out of the production bundle.' }
const REACT = { group: ['react', 'react-dom', 'react-dom/*', '@chakra-ui/*', '@tanstack/react-*', '@xstate/react'], message: 'No React here: this room is plain TypeScript.', allowTypeImports: true }
const NO_ROUTES = room(['routes'], 'Routes import rooms; no room imports a route.')
const NO_COMPONENTS = room(['components'], 'Components are rendered by routes, not imported here.')
// The checkout and the login are pages of their own (src/checkout/, src/login/): React, their machines, the typed client and styles built with them.
const DASHBOARD_RUNTIME = {
  group: ['@chakra-ui/*', '@emotion/*', '@tanstack/*', '**/theme/system', '**/theme/dashboardSystem'],
  message: "The checkout and the login load nothing the dashboards need: no router, no query cache, no runtime CSS-in-JS (its styles are Panda's, built with it: styled-system/, and Ark UI's behaviour).",
  allowTypeImports: true,
}

const refuse = (...patterns) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SANDBOX, ...patterns] }],
})

export default tseslint.config(
  { ignores: ['**/dist', 'coverage', 'node_modules', 'test-results', 'styled-system', '**/routeTree.gen.ts', 'src/api/schema.d.ts'] },
  js.configs.recommended,
  { files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'tests/e2e/**', 'sandbox/**'], languageOptions: { globals: globals.node } },
  // Plain scripts the page loads as they are (no bundler): browser globals, classic script.
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Every file of the app: the sandbox never ships.
  { files: ['src/**/*.{ts,tsx}'], rules: refuse() },
  // The typed client knows no flow and no screen.
  {
    files: ['src/api/**/*.ts'],
    rules: refuse(room(['machines'], 'src/api knows no flow: wire effects into machines from src/machines/<flow>/wiring.ts.'), NO_COMPONENTS, NO_ROUTES),
  },
  // Pure rules: no effects, no flows, no screens.
  {
    files: ['src/domain/**/*.ts'],
    rules: refuse(
      room(['api'], 'Domain rules are pure: contract types only, no calls.', true),
      room(['machines'], 'Machines import domain rules, not the other way round.'),
      NO_COMPONENTS,
      NO_ROUTES,
      REACT,
    ),
  },
  // Presentational components: fed by props; machine and contract types only.
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: refuse(
      room(['api'], 'Components are fed by props: a route calls the API and passes the data in.', true),
      room(['machines'], 'Components are fed by props: import machine types only; the route runs the actor.', true),
      NO_ROUTES,
    ),
  },
  // The checkout's and the login's components: presentational too, and styled at build time.
  {
    files: ['src/components/checkout/**/*.{ts,tsx}', 'src/components/login/**/*.{ts,tsx}'],
    rules: refuse(
      room(['api'], 'Components are fed by props: a route calls the API and passes the data in.', true),
      room(['machines'], 'Components are fed by props: import machine types only; the route runs the actor.', true),
      NO_ROUTES,
      DASHBOARD_RUNTIME,
    ),
  },
  // The checkout's pages: like routes they read the URL, start actors and render their state, without the app's router.
  { files: ['src/checkout/**/*.{ts,tsx}', 'src/login/**/*.{ts,tsx}'], rules: refuse(NO_ROUTES, DASHBOARD_RUNTIME) },
  // Machines own behaviour but never touch the network or React: effects are stubs in setup().
  {
    files: ['src/machines/**/*.ts'],
    ignores: ['src/machines/**/wiring.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Inject side effects with .provide(); no fetch in a machine.' }],
      ...refuse(room(['api'], 'Only the flow\'s wiring.ts provides effects from src/api; a machine imports contract types only.', true), NO_COMPONENTS, NO_ROUTES, REACT),
    },
  },
  // A flow's wiring module: the one place its machines meet src/api.
  {
    files: ['src/machines/**/wiring.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Calls go through the typed client in src/api.' }],
      ...refuse(NO_COMPONENTS, NO_ROUTES, REACT),
    },
  },
)
