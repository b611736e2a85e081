// Takes the review pictures: every screen of every role (tests/e2e/support/screens.ts, the list the browser tests
// walk) and the crypto checkout's waiting screen, at each size and colour mode, in pages of one Chromium at once.
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { logIn } from '../../tests/e2e/support/logIn'
import { openScreen, PUBLIC_SCREENS, ROLE_SCREENS, type Screen } from '../../tests/e2e/support/screens'
import { roleName, screenName, SHOT_VARIANTS, shotFileName, type ColorMode, type Shot } from './contactSheet'

interface Walk {
  /** null: the public pages, signed out. */
  account: string | null
  screens: Screen[]
  /** The checkout's waiting screen instead of the screens. */
  cryptoWaiting?: boolean
  width: number
  height: number
  mode: ColorMode
}

/** A spinner or a CSS transition still running would photograph a moment, not the screen: wait for both to end. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.chakra-spinner, [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined)
  await page.evaluate(() => Promise.all([document.fonts.ready, ...document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))]))
}

/** The checkout's waiting screen: demo-crypto paid through the billing form, its status still pending. */
async function openCryptoWaiting(page: Page): Promise<void> {
  await page.goto('/payment-link?id=demo-crypto')
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Phone').fill('+1 (555) 010-0100')
  await page.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }).click()
  await page.getByRole('heading', { name: 'Polygon USDC Payment' }).waitFor({ timeout: 20_000 })
  await page.getByText('Waiting for Payment').waitFor()
  await page.getByRole('img', { name: /QR code/ }).waitFor()
}

/** Reached by paying, not by an address of its own. */
const CRYPTO_WAITING = { path: '/payment-link?id=demo-crypto, paid in crypto: waiting', name: 'payment-link-id-demo-crypto-waiting' }

async function shoot(page: Page, walk: Walk, screen: { path: string; name?: string }, outDir: string, open: () => Promise<void>): Promise<Shot> {
  const role = roleName(walk.account)
  const shot: Shot = { role, screen: screen.name ?? screenName(screen.path), path: screen.path, width: walk.width, mode: walk.mode, file: '' }
  shot.file = shotFileName(shot)
  try {
    await open()
    await settle(page)
  } catch (error) {
    shot.error = (error instanceof Error ? error.message : String(error)).split('\n')[0]
  }
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
  if (scrollWidth > innerWidth) shot.sidewaysScroll = scrollWidth - innerWidth
  await page.screenshot({ path: join(outDir, shot.file), fullPage: true, animations: 'disabled' })
  return shot
}

async function runWalk(browser: Browser, baseURL: string, walk: Walk, outDir: string): Promise<Shot[]> {
  const context = await browser.newContext({ baseURL, viewport: { width: walk.width, height: walk.height }, colorScheme: walk.mode })
  // The colour mode the app's toggle stores (public/color-mode.js reads it before first paint).
  await context.addInitScript((mode) => localStorage.setItem('color-mode', mode), walk.mode)
  const page = await context.newPage()
  const shots: Shot[] = []
  try {
    if (walk.account) await logIn(page, walk.account)
    for (const screen of walk.screens) shots.push(await shoot(page, walk, screen, outDir, () => openScreen(page, screen)))
    if (walk.cryptoWaiting) shots.push(await shoot(page, walk, CRYPTO_WAITING, outDir, () => openCryptoWaiting(page)))
  } finally {
    await context.close()
  }
  return shots
}

/** Walks `concurrency` at a time; their shots in the walks' order. */
async function runWalks(browser: Browser, baseURL: string, walks: Walk[], outDir: string, concurrency: number, onShots?: (shots: Shot[]) => void): Promise<Shot[]> {
  const results: Shot[][] = []
  let next = 0
  const worker = async () => {
    while (next < walks.length) {
      const index = next++
      results[index] = await runWalk(browser, baseURL, walks[index]!, outDir)
      onShots?.(results[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, walks.length) }, worker))
  return results.flat()
}

/**
 * Every walk (a role at one size and colour mode), then the waiting screens: each of those payments adds a pending
 * transaction, which the lists must not show in some pictures and not in others.
 */
export async function captureScreens({ browser, baseURL, outDir, concurrency, onShots }: { browser: Browser; baseURL: string; outDir: string; concurrency: number; onShots?: (shots: Shot[]) => void }): Promise<Shot[]> {
  const roles = [{ account: null, screens: PUBLIC_SCREENS }, ...ROLE_SCREENS]
  const walks: Walk[] = roles.flatMap(({ account, screens }) => SHOT_VARIANTS.map((variant) => ({ account, screens, ...variant })))
  const shots = await runWalks(browser, baseURL, walks, outDir, concurrency, onShots)
  const waiting = SHOT_VARIANTS.map((variant) => ({ account: null, screens: [], cryptoWaiting: true, ...variant }))
  const waitingShots = await runWalks(browser, baseURL, waiting, outDir, concurrency, onShots)
  // On the contact sheet the waiting screen follows the other public pages.
  const publicCount = shots.filter((shot) => shot.role === 'public').length
  return [...shots.slice(0, publicCount), ...waitingShots, ...shots.slice(publicCount)]
}
