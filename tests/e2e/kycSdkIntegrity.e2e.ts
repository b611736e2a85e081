import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, newPage } from './support/browser'
import { resetSandbox } from './support/sandboxControl'
import { settleCspReports, takeCspViolations } from './support/cspViolations'
import { logIn } from './support/logIn'
import { startOriginServer, type OriginServer } from './support/originServer'
import { freePort, previewEnv, startPreview, type PreviewServer } from './support/previewServer'

// A build with VITE_KYC_PROVIDER=vove whose SDK comes from another origin (a stand-in CDN on this machine),
// pinned by the integrity hash of the file below.
const SDK_PATH = '/@vove-id/web-sdk@0.5.0/dist/web-sdk.mjs'
const GENUINE_SDK = `// Stands in for the provider's SDK: reports the sandbox session as verified, as the provider's popup would.
globalThis.__sdkRuns = (globalThis.__sdkRuns ?? 0) + 1
export function processIDMatching({ sessionToken, onVerificationComplete }) {
  fetch('/sandbox/__sandbox/kyc/' + encodeURIComponent(sessionToken) + '/complete', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'success' }),
  }).then(() => onVerificationComplete('success'))
}
`
const TAMPERED_SDK = GENUINE_SDK.replace('// Stands in', 'globalThis.__tampered = true\n// Stands in')
const INTEGRITY = `sha384-${createHash('sha384').update(GENUINE_SDK).digest('base64')}`
const OUT_DIR = 'test-results/dist-vove'

let cdn: OriginServer
let served = GENUINE_SDK
let server: PreviewServer
let browser: Browser
let sdkUrl: string

beforeAll(async () => {
  cdn = await startOriginServer((path) => (path === SDK_PATH ? { contentType: 'text/javascript', body: served, headers: { 'Access-Control-Allow-Origin': '*' } } : null))
  sdkUrl = `${cdn.url}${SDK_PATH}`
  const env = { VITE_KYC_PROVIDER: 'vove', VITE_VOVE_SDK_URL: sdkUrl, VITE_VOVE_SDK_INTEGRITY: INTEGRITY }
  const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', OUT_DIR], { env: { ...previewEnv(), ...env }, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`vite build (vove) failed:\n${build.stdout}\n${build.stderr}`)
  server = await startPreview(await freePort(), env, { outDir: OUT_DIR })
  browser = await launchBrowser()
})
beforeEach(() => resetSandbox(server.url))
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await cdn?.stop()
})

async function startVerification() {
  const { page, context } = await newPage(browser, server.url)
  await logIn(page, 'kyc@paygrid.test')
  await page.getByRole('button', { name: 'Start Verification' }).click()
  return { page, context }
}

const sdkFlags = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const flags = globalThis as unknown as Record<string, unknown>
    return { runs: flags.__sdkRuns ?? 0, tampered: flags.__tampered ?? false }
  })

describe('the KYC provider SDK from another origin (Subresource Integrity)', () => {
  it('the policy allows exactly the SDK file, from its origin, and nothing else from there', async () => {
    const response = await fetch(`${server.url}/kyc-verification`)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy.split('; ')).toContain(`script-src 'self' ${sdkUrl}`)
  })

  it('the genuine SDK runs once it matches its hash: verification completes and the client reaches the plans', async () => {
    served = GENUINE_SDK
    cdn.requests.length = 0
    const { page, context } = await startVerification()
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor()
    expect(await sdkFlags(page)).toEqual({ runs: 1, tampered: false })
    // Checked and imported from one fetch: import() took the module the integrity check had let in.
    expect(cdn.requests).toEqual([SDK_PATH])
    await context.close()
  })

  it('a tampered SDK never runs: "Failed to start verification." with Retry', async () => {
    served = TAMPERED_SDK
    cdn.requests.length = 0
    const { page, context } = await startVerification()
    await page.getByText('Failed to start verification.').waitFor()
    await page.getByRole('button', { name: 'Retry' }).waitFor()
    expect(cdn.requests).toEqual([SDK_PATH])
    expect(await sdkFlags(page)).toEqual({ runs: 0, tampered: false })
    await context.close()
  })

  it('another module from the SDK origin is refused by the policy', async () => {
    const { page, context } = await newPage(browser, server.url)
    await page.goto('/')
    const other = `${cdn.url}/@vove-id/web-sdk@0.5.0/dist/other.mjs`
    // A string, so the test runner does not rewrite import() for Node.
    const result = await page.evaluate(`import(${JSON.stringify(other)}).then(() => 'ran', () => 'refused')`)
    expect(result).toBe('refused')
    await settleCspReports(context)
    expect(takeCspViolations({ expected: true }).map((violation) => [violation.directive, violation.blockedURI])).toEqual([['script-src-elem', other]])
    await context.close()
  })

  it('a vove build without the SDK integrity fails, saying how to compute it', () => {
    const env: NodeJS.ProcessEnv = { ...previewEnv(), VITE_KYC_PROVIDER: 'vove', VITE_VOVE_SDK_URL: sdkUrl }
    delete env.VITE_VOVE_SDK_INTEGRITY
    const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', 'test-results/dist-vove-refused'], { env, encoding: 'utf8' })
    expect(build.status).not.toBe(0)
    expect(build.stderr).toContain('VITE_KYC_PROVIDER=vove needs VITE_VOVE_SDK_INTEGRITY')
    expect(build.stderr).toContain(`curl -fsSL '${sdkUrl}' | openssl dgst -sha384 -binary | openssl base64 -A`)
  })
})
