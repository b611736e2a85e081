// Takes the review pictures: every screen of every role (tests/e2e/support/screens.ts, the list the browser tests
// walk) and the moments reached by steps (scripts/shots/moments.ts), at each size and colour mode, in pages of one Chromium at once.
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { logIn } from '../../tests/e2e/support/logIn'
import { openScreen, PUBLIC_SCREENS, ROLE_SCREENS, type Screen } from '../../tests/e2e/support/screens'
import { roleName, screenName, SHOT_VARIANTS, shotFileName, type ColorMode, type Shot } from './contactSheet'
import { MOMENTS, type Moment } from './moments'

interface Walk {
  /** null: the public pages, signed out. */
  account: string | null
  screens: Screen[]
  /** Moments reached by steps (scripts/shots/moments.ts), after the screens. */
  moments?: readonly Moment[]
  width: number
  height: number
  mode: ColorMode
}

/** A spinner or a CSS transition still running would photograph a moment, not the screen: wait for both to end. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.chakra-spinner, [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined)
  await page.evaluate(() => Promise.all([document.fonts.ready, ...document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))]))
}

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
    for (const moment of walk.moments ?? []) shots.push(await shoot(page, walk, moment, outDir, () => moment.open(page)))
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
 * Every walk (a role at one size and colour mode), then the moments reached by steps (a dialog, a toast, the
 * checkout's waiting screen): some of those add a record (a pending transaction, a payment link), which the
 * screens' pictures must not show in some pictures and not in others. Each moment's row follows its role's screens.
 */
export async function captureScreens({ browser, baseURL, outDir, concurrency, onShots }: { browser: Browser; baseURL: string; outDir: string; concurrency: number; onShots?: (shots: Shot[]) => void }): Promise<Shot[]> {
  const roles = [{ account: null, screens: PUBLIC_SCREENS }, ...ROLE_SCREENS]
  const walks: Walk[] = roles.flatMap(({ account, screens }) => SHOT_VARIANTS.map((variant) => ({ account, screens, ...variant })))
  const shots = await runWalks(browser, baseURL, walks, outDir, concurrency, onShots)
  const momentWalks: Walk[] = MOMENTS.flatMap(({ account, moments }) => SHOT_VARIANTS.map((variant) => ({ account, screens: [], moments, ...variant })))
  const momentShots = await runWalks(browser, baseURL, momentWalks, outDir, concurrency, onShots)
  return roles.flatMap(({ account }) => {
    const role = roleName(account)
    return [...shots.filter((shot) => shot.role === role), ...momentShots.filter((shot) => shot.role === role)]
  })
}
