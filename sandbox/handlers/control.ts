/**
 * Control calls for tests and demos (outside the product contract), under `__sandbox/`:
 * reset, geo country, fail the next async task, read the "sent" e-mails, publish an exchange rate.
 * (The transaction-status, KYC and provider-page calls live with their areas.)
 */
import { http as mswHttp, HttpResponse } from 'msw'
import { parseRate, RATE_SOURCE, SETTLEMENT_CURRENCY } from '../exchangeRates.ts'
import { iso } from '../lib.ts'
import { toExchangeRate } from '../serialize.ts'
import type { ExchangeRateRecord } from '../store.ts'
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

    // A new fixing from now on: payments created from now settle at it; earlier ones keep the rate recorded on them.
    mswHttp.post(controlPath(ctx, '/exchange-rate'), async ({ request }) => {
      const body = await readJson(request)
      const rate = parseRate(body.rate)
      if (body.from !== 'EUR') return HttpResponse.json({ message: `from must be a currency other than ${SETTLEMENT_CURRENCY}: EUR.` }, { status: 400 })
      if (rate === null) return HttpResponse.json({ message: 'rate must be a positive decimal with at most 4 decimals.' }, { status: 400 })
      const fixing: ExchangeRateRecord = { from: 'EUR', to: SETTLEMENT_CURRENCY, rate, source: typeof body.source === 'string' && body.source.trim() ? body.source.trim() : RATE_SOURCE, as_of: ctx.now() }
      store.exchangeRates.push(fixing)
      return HttpResponse.json(toExchangeRate(fixing))
    }),

    mswHttp.get(controlPath(ctx, '/emails'), () =>
      HttpResponse.json({ data: store.outbox.map((mail) => ({ ...mail, sent_at: iso(mail.sent_at) })) }),
    ),
  ]
}
