// What Chromium really fetches for a page: every request until the network is idle, and each script's
// transfer size and gzip (level 9) size, in a fresh context (empty cache).
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { gzipSize } from './closure.mjs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
/** The flags the browser tests launch Chromium with. */
export const CHROMIUM_ARGS = JSON.parse(readFileSync(new URL('../tests/e2e/support/chromiumArgs.json', import.meta.url), 'utf8'))

// Lighthouse's mobile preset emulates this screen (Moto G Power).
const MOBILE_VIEWPORT = { width: 412, height: 823 }

export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

// "Network idle" after a quiet spell with the main thread idle too: Playwright's own `networkidle` (500 ms without
// a connection) fires while a busy CPU is still evaluating the entry, before the router asks for the route's chunks.
const QUIET_MS = 1500
const IDLE_TIMEOUT_MS = 30_000

async function settle(page, network) {
  const deadline = Date.now() + IDLE_TIMEOUT_MS
  while (Date.now() < deadline) {
    await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined), { timeout: 5000 })))
    if (network.inFlight === 0 && Date.now() - network.lastActivity >= QUIET_MS) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${page.url()}: the network was never idle for ${QUIET_MS} ms within ${IDLE_TIMEOUT_MS} ms`)
}

const isScript = (response) => response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '')

/** The password of every seeded sandbox account (README "Demo accounts and links"). */
const SANDBOX_PASSWORD = 'Sandbox-pass-1'

/** Signs `email` in on the build's sandbox: the tokens the login stores. */
async function sessionOf(context, origin, email) {
  const response = await context.request.post(`${origin}/sandbox/auth/login`, { data: { email, password: SANDBOX_PASSWORD } })
  if (!response.ok()) throw new Error(`bench: signing ${email} in failed: ${response.status()}`)
  return response.json()
}

function storeSession([access, refresh]) {
  localStorage.setItem('access', access)
  localStorage.setItem('refresh', refresh)
}

/**
 * Signs `email` in and stores the tokens where the app keeps them (local storage `access` and `refresh`, SPEC §9)
 * before the page loads: the document a person gets once the login has sent them on.
 */
async function signIn(context, origin, email) {
  const { access, refresh } = await sessionOf(context, origin, email)
  await context.addInitScript(storeSession, [access, refresh])
}

/**
 * A Chrome profile (a new folder) whose local storage holds `email`'s session for `origin` and nothing else: no page of
 * the app was loaded into it, so its cache is empty. Lighthouse opens a signed-in page with it (lighthouse.mjs).
 */
export async function signedInProfile(origin, email) {
  const dir = mkdtempSync(join(tmpdir(), 'paygrid-bench-profile-'))
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const { access, refresh } = await sessionOf(context, origin, email)
    const page = await context.newPage()
    await page.route('**/*', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>session</title>' }))
    await page.goto(`${origin}/__bench-session`)
    await page.evaluate(storeSession, [access, refresh])
  } finally {
    await context.close()
  }
  return dir
}

/**
 * Loads `url` (signed in as `signedInAs` when given) and returns the number of requests and every script fetched, in
 * the order the responses came.
 */
export async function recordPage(browser, url, { signedInAs } = {}) {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT })
  try {
    if (signedInAs) await signIn(context, new URL(url).origin, signedInAs)
    const page = await context.newPage()
    const responses = []
    const network = { inFlight: 0, lastActivity: Date.now() }
    const settled = () => {
      network.inFlight--
      network.lastActivity = Date.now()
    }
    page.on('request', () => {
      network.inFlight++
      network.lastActivity = Date.now()
    })
    page.on('requestfinished', settled)
    page.on('requestfailed', settled)
    page.on('response', (response) => responses.push(response))
    await page.goto(url)
    await settle(page, network)
    const scripts = []
    for (const response of responses.filter(isScript)) {
      const sizes = await response.request().sizes()
      scripts.push({ url: new URL(response.url()).pathname, transferBytes: sizes.responseHeadersSize + sizes.responseBodySize, gzipBytes: gzipSize(await response.body()) })
    }
    return { requests: responses.length, scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), transferBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0) }
  } finally {
    await context.close()
  }
}
