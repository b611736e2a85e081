import createClient from 'openapi-fetch'
import type { paths } from '../../../src/api/schema'

export const client = createClient<paths>({ baseUrl: '/sandbox', fetch: (request) => globalThis.fetch(request) })

export async function loadLinkName(id: string): Promise<string> {
  const { data, error } = await client.GET('/transaction/payment-link/{id}', { params: { path: { id } } })
  if (error || !data) throw new Error('The payment link did not load')
  return data.payment_link.name
}
