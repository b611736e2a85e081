import type { components } from '../../../src/api/schema'
import { resetSandbox, settleTransaction } from '../../e2e/support/sandboxControl'

/** The sandbox's control calls (the Chromium suite's own) and the contract calls a flow needs beside the page. */
export function sandboxOf(baseUrl: string) {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(`/sandbox${path}`, baseUrl), { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } })
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} /sandbox${path}: ${response.status} ${await response.text()}`)
    return response
  }
  return {
    reset: () => resetSandbox(baseUrl),
    settle: (transactionId: string, status: 'COMPLETED' | 'FAILED') => settleTransaction(baseUrl, transactionId, status),
    /** What the server answers `email` on a GET of the contract, to compute the figures a screen must show. */
    async read<T>(email: string, path: string, password: string): Promise<T> {
      const tokens = (await (await call('/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) })).json()) as components['schemas']['TokenPair']
      return (await (await call(path, { headers: { Authorization: `Bearer ${tokens.access}` } })).json()) as T
    },
  }
}

export type Sandbox = ReturnType<typeof sandboxOf>
