import { queryOptions } from '@tanstack/react-query'
import type { components } from './schema'
import { config } from '../config'

type GeoResponse = components['schemas']['GeoResponse']

/** The visitor's country from the (third-party) IP geolocation service: no credentials, null on any failure. */
export async function lookupCountry(url: string = config.geoUrl, timeoutMs = 3000): Promise<string | null> {
  try {
    const response = await globalThis.fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) return null
    const body = (await response.json()) as Partial<GeoResponse>
    return typeof body.country_code === 'string' ? body.country_code.toUpperCase() : null
  } catch {
    return null
  }
}

export const countryQuery = queryOptions({
  queryKey: ['geo', 'country'],
  queryFn: () => lookupCountry(),
  staleTime: Infinity,
  retry: false,
})
