import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPreview, type PreviewServer } from '../../e2e/support/previewServer'
import { FLOWS } from '../flows'
import { sandboxOf } from './sandbox'
import { Tab, type Engine } from './tab'

/**
 * Runs every flow in one engine against a `vite preview` of the build of its own (its own sandbox), each flow from
 * the seeds in a fresh tab. A flow fails on what it checks and on any error the page or the engine reported.
 */
export function runFlows(engine: Engine, previewPort: number) {
  describe(`${engine.name} at 390×844`, () => {
    let server: PreviewServer | undefined
    beforeAll(async () => {
      ;[server] = await Promise.all([startPreview(previewPort), engine.start()])
    })
    afterAll(async () => {
      await Promise.all([engine.stop(), server?.stop()])
    })

    for (const flow of FLOWS) {
      it(flow.name, async () => {
        const baseUrl = server!.url
        const sandbox = sandboxOf(baseUrl)
        await sandbox.reset()
        const driver = await engine.open(baseUrl)
        const tab = new Tab(driver, baseUrl)
        try {
          await flow.run(tab, sandbox)
          expect(await tab.takeErrors(), `errors ${engine.name} reported`).toEqual([])
        } finally {
          await driver.close()
        }
      })
    }
  })
}
