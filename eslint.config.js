import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import { noRestrictedImportCalls } from './scripts/lint/importCallRule.mjs'

/**
 * The rooms of src/ and which way imports may go (docs/layout.md). Each block below lists every
 * pattern its files are refused, because a later block's rule replaces an earlier one's, and names its
 * room in `settings.room` (tests/lint/boundaries.test.ts fails for a file of src/ in no room).
 * `allowTypeImports`: a room may name another room's types (a view typed from its machine) but not
 * run its code. A dynamic import() is held to the same patterns (scripts/lint/importCallRule.mjs), and
 * `npm run lint` refuses import circles in src/ and sandbox/ (scripts/lint/importCycles.mjs).
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

const NO_MACHINES = room(['machines'], 'Only routes and pages run flows (through their wiring).')
const NO_CHECKOUT_PAGE = {
  group: ['**/checkout', '**/checkout/**', '!**/components/checkout', '!**/components/checkout/**', '!**/machines/checkout', '!**/machines/checkout/**'],
  message: "The checkout's page (src/checkout/) is an entry of its own (checkout.html): nothing of the dashboards imports it.",
}
const NO_APP_ROOMS = room(['api', 'machines', 'components', 'routes', 'domain', 'kyc', 'checkout', 'login', 'content', 'pageShells'], 'This room imports no room of the app.')

/** A flow (src/machines/<flow>/) imports its own machines and src/machines/shared/, never another flow's machines or wiring. */
const SHARED_MACHINES = 'shared'
const FLOWS = readdirSync(new URL('./src/machines', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== SHARED_MACHINES)
  .map((entry) => entry.name)
const otherFlows = (flow) => ({
  group: FLOWS.filter((other) => other !== flow).flatMap((other) => [`../${other}`, `../${other}/**`, `**/machines/${other}`, `**/machines/${other}/**`]),
  message: 'A flow imports no other flow\'s machines or wiring: move what they share to src/machines/shared/ (or the rule to src/domain/).',
})

const refuse = (...patterns) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SANDBOX, ...patterns] }],
  'paygrid/no-restricted-import-calls': ['error', { patterns: [SANDBOX, ...patterns].map(({ group, message }) => ({ group, message })) }],
})
const inRoom = (name, files, rules, more = {}) => ({ files, ...more, settings: { room: name }, rules })
const MACHINE_FILE_RULES = (flowPatterns) => ({
  'no-restricted-globals': ['error', { name: 'fetch', message: 'Inject side effects with .provide(); no fetch in a machine.' }],
  ...refuse(room(['api'], 'Only the flow\'s wiring.ts provides effects from src/api; a machine imports contract types only.', true), NO_COMPONENTS, NO_ROUTES, REACT, flowPatterns),
})
const WIRING_RULES = (flowPatterns) => ({
  'no-restricted-globals': ['error', { name: 'fetch', message: 'Calls go through the typed client in src/api.' }],
  ...refuse(NO_COMPONENTS, NO_ROUTES, REACT, flowPatterns),
})

export default tseslint.config(
  { ignores: ['**/dist', 'coverage', 'node_modules', 'test-results', 'styled-system', '**/routeTree.gen.ts', 'src/api/schema.d.ts'] },
  js.configs.recommended,
  { files: ['eslint.config.js', 'scripts/**/*.mjs', 'bench/**/*.mjs', 'tests/e2e/**', 'tests/engines/**', 'sandbox/**'], languageOptions: { globals: globals.node } },
  // Plain scripts the page loads as they are (no bundler): browser globals, classic script.
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, paygrid: { rules: { 'no-restricted-import-calls': noRestrictedImportCalls } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Every file of the app: the sandbox never ships.
  { files: ['src/**/*.{ts,tsx}'], rules: refuse() },
  // The dashboard app's composition root: it may assemble every room but loads neither the checkout's page nor the sandbox.
  inRoom('composition root', ['src/main.tsx', 'src/boot.tsx', 'src/app.tsx', 'src/router.tsx', 'src/routerContext.ts'], refuse(NO_CHECKOUT_PAGE)),
  // Configuration and the small modules it is made of: read by every room, so they import none.
  inRoom('configuration', ['src/config.ts', 'src/productName.ts', 'src/zodWithoutEval.ts', 'src/vite-env.d.ts'], refuse(NO_APP_ROOMS, room(['theme'], 'This room imports no room of the app.'), REACT)),
  // The typed client knows no flow and no screen.
  inRoom('api', ['src/api/**/*.ts'], refuse(room(['machines'], 'src/api knows no flow: wire effects into machines from src/machines/<flow>/wiring.ts.'), NO_COMPONENTS, NO_ROUTES)),
  // Pure rules: no effects, no flows, no screens.
  inRoom(
    'domain',
    ['src/domain/**/*.ts'],
    refuse(
      room(['api'], 'Domain rules are pure: contract types only, no calls.', true),
      room(['machines'], 'Machines import domain rules, not the other way round.'),
      NO_COMPONENTS,
      NO_ROUTES,
      REACT,
    ),
  ),
  // Static content (the legal pages' text): data typed by the domain, nothing that runs.
  inRoom('content', ['src/content/**/*.ts'], refuse(room(['api'], 'Content is data: contract types only.', true), NO_MACHINES, NO_COMPONENTS, NO_ROUTES, REACT)),
  // Identity-verification adapters: browser code behind one interface, loaded by the KYC screen and provided to the onboarding flow.
  inRoom('kyc', ['src/kyc/**/*.ts'], refuse(room(['api'], 'A KYC adapter talks to its provider, not to our API: contract types only.', true), NO_MACHINES, NO_COMPONENTS, NO_ROUTES, REACT)),
  // The languages (issue 23): catalogs, the message format, the locale rules and the React context that hands a page its
  // language. Every room may read it; it imports no room of the app.
  inRoom('i18n', ['src/i18n/**/*.{ts,tsx}'], refuse(NO_APP_ROOMS, room(['theme'], 'The languages import no room of the app.'))),
  // The dashboards' Chakra system and colour mode: styles only.
  inRoom('theme', ['src/theme/**/*.ts'], refuse(NO_APP_ROOMS)),
  // What runs before the app (the page shells' scripts): nothing of the app, no React runtime.
  inRoom('page shells', ['src/pageShells/**/*.ts'], refuse(NO_APP_ROOMS, room(['theme'], 'The page shell runs before the app: it imports no room of it.'), REACT)),
  // Routes may use every room but the checkout's page, an entry of its own.
  inRoom('routes', ['src/routes/**/*.{ts,tsx}'], refuse(NO_CHECKOUT_PAGE)),
  // Presentational components: fed by props; machine and contract types only.
  inRoom(
    'components',
    ['src/components/**/*.{ts,tsx}'],
    refuse(
      room(['api'], 'Components are fed by props: a route calls the API and passes the data in.', true),
      room(['machines'], 'Components are fed by props: import machine types only; the route runs the actor.', true),
      NO_ROUTES,
    ),
  ),
  // The checkout's and the login's components: presentational too, and styled at build time.
  inRoom(
    'checkout and login components',
    ['src/components/checkout/**/*.{ts,tsx}', 'src/components/login/**/*.{ts,tsx}'],
    refuse(
      room(['api'], 'Components are fed by props: a route calls the API and passes the data in.', true),
      room(['machines'], 'Components are fed by props: import machine types only; the route runs the actor.', true),
      NO_ROUTES,
      DASHBOARD_RUNTIME,
    ),
  ),
  // The checkout's pages: like routes they read the URL, start actors and render their state, without the app's router.
  inRoom('checkout and login pages', ['src/checkout/**/*.{ts,tsx}', 'src/login/**/*.{ts,tsx}'], refuse(NO_ROUTES, DASHBOARD_RUNTIME)),
  // Machines own behaviour but never touch the network or React: effects are stubs in setup(). Each flow
  // keeps to itself; the one place its machines meet src/api is its wiring module.
  ...FLOWS.flatMap((flow) => [
    inRoom(`flow ${flow}`, [`src/machines/${flow}/**/*.ts`], MACHINE_FILE_RULES(otherFlows(flow)), { ignores: [`src/machines/${flow}/wiring.ts`] }),
    inRoom(`flow ${flow}: wiring`, [`src/machines/${flow}/wiring.ts`], WIRING_RULES(otherFlows(flow))),
  ]),
  // What flows share (a machine they invoke, the actor helpers, the notifier they take): no flow of its own.
  inRoom('shared machines', [`src/machines/${SHARED_MACHINES}/**/*.ts`], MACHINE_FILE_RULES({ group: FLOWS.flatMap((flow) => [`../${flow}`, `../${flow}/**`, `**/machines/${flow}`, `**/machines/${flow}/**`]), message: 'Shared machine pieces belong to no flow: they import none.' })),
)
