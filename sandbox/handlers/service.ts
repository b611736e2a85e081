/** Service calls: health and the geolocation stand-in. */
import { iso } from '../lib.ts'
import type { SandboxContext } from './context.ts'

export function serviceHandlers(ctx: SandboxContext) {
  const { http, store } = ctx
  return [
    http.get('/health', ({ response }) => response(200).json({ status: 'ok', time: iso(ctx.now()) })),
    http.get('/geo', ({ response }) => response(200).json({ country_code: store.geoCountry })),
  ]
}
