import { createHash } from 'node:crypto'
import react from '@vitejs/plugin-react'
import { loadEnv, type Plugin } from 'vite'
import { hasStrictStyles, renderStaticHostHeaders, securityHeaders } from './headers.ts'

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
  let strictPolicy = ''
  return {
    name: 'paygrid-security-headers',
    config(config, { mode }) {
      const env = loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_')
      headers = securityHeaders(env)
      strictPolicy = securityHeaders(env, { strictStyles: true })['Content-Security-Policy']
      const preamble = react.preambleCode.replace('__BASE__', config.base ?? '/')
      return {
        preview: { headers },
        server: { headers: securityHeaders(env, { scriptHashes: [sha256(preamble)] }) },
      }
    },
    // The built checkout's pages get their strict policy (the dev server's CSS arrives in <style> elements: it keeps the one policy).
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (hasStrictStyles(new URL(req.url ?? '/', 'http://localhost').pathname)) {
          const setHeader = res.setHeader.bind(res)
          res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'content-security-policy' ? strictPolicy : value)
        }
        next()
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: renderStaticHostHeaders(headers, strictPolicy) })
    },
  }
}
