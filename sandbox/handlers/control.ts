/**
 * Control calls for tests and demos (outside the product contract), under `__sandbox/`:
 * reset, geo country, fail the next async task, read the "sent" e-mails.
 * (The transaction-status, KYC and provider-page calls live with their areas.)
 */
import { http as mswHttp, HttpResponse } from 'msw'
import { iso } from '../lib.ts'
import { controlPath, readJson, readOptionalJson, type SandboxContext } from './context.ts'

export function controlHandlers(ctx: SandboxContext) {
  const { store } = ctx
  return [
    mswHttp.post(controlPath(ctx, '/reset'), () => {
      store.reset()
      return HttpResponse.json({ message: 'Sandbox reset to the seeds.' })
    }),

    mswHttp.post(controlPath(ctx, '/geo'), async ({ request }) => {
      const body = await readJson(request)
      const country = typeof body.country === 'string' ? body.country.trim().toUpperCase() : ''
      if (!/^[A-Z]{2}$/.test(country)) return HttpResponse.json({ message: 'country must be a two-letter country code.' }, { status: 400 })
      store.geoCountry = country
      return HttpResponse.json({ country_code: country })
    }),

    mswHttp.post(controlPath(ctx, '/tasks/fail-next'), async ({ request }) => {
      const body = await readOptionalJson(request)
      store.failNextTask = typeof body.message === 'string' && body.message.trim() ? body.message.trim() : 'Task failed'
      return HttpResponse.json({ message: `The next async task will fail with "${store.failNextTask}".` })
    }),

    mswHttp.get(controlPath(ctx, '/emails'), () =>
      HttpResponse.json({ data: store.outbox.map((mail) => ({ ...mail, sent_at: iso(mail.sent_at) })) }),
    ),
  ]
}
