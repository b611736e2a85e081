import { createHash } from 'node:crypto'
import react from '@vitejs/plugin-react'
import { loadEnv, type Plugin } from 'vite'
import { renderStaticHostHeaders, securityHeaders } from './headers.ts'

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`
}

/**
 * Serves the security headers from `vite preview` and the dev server, and writes the static hosts'
 * `_headers` into dist/ from the same configuration the bundle is built with. The dev server also admits
 * React Refresh's inline preamble by its hash. A vove build without a pinned SDK integrity fails here.
 */
export function securityHeadersPlugin(): Plugin {
  let headers: Record<string, string> = {}
  return {
    name: 'paygrid-security-headers',
    config(config, { mode }) {
      const env = loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_')
      headers = securityHeaders(env)
      const preamble = react.preambleCode.replace('__BASE__', config.base ?? '/')
      return {
        preview: { headers },
        server: { headers: securityHeaders(env, { scriptHashes: [sha256(preamble)] }) },
      }
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: renderStaticHostHeaders(headers) })
    },
  }
}
