/** The sandbox API (dev server, preview server and tests only; never imported from src/). */
export { createStore, reset, type SandboxStore, type StoreOptions } from './store.ts'
export { createSandboxHandlers, type SandboxOptions } from './handlers.ts'
export { seedBaseDate, SEED_EMAILS, SEED_PASSWORD, DEMO_LINK_IDS, DEMO_RESET_TOKEN, DEMO_VERIFY_TOKEN } from './seed.ts'
export { XSS_CORPUS, XSS_FLAG, XSS_STRINGS } from './hostile.ts'
export { SCENARIOS } from './handlers/scenarios.ts'
