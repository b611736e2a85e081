// Writes the static-host `_headers` file and the nginx snippets in deploy/ from security/headers.ts and the
// production build's VITE_* configuration (.env, .env.local, .env.production, the environment).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { loadEnv, runnerImport } from 'vite'

const OUTPUTS = { staticHost: 'deploy/_headers', nginx: 'deploy/nginx/security-headers.conf', nginxPages: 'deploy/nginx/pages.conf' }

const { module: source } = await runnerImport(resolve('security/headers.ts'))
const env = loadEnv('production', process.cwd(), 'VITE_')
const headers = source.securityHeaders(env)
const strictHeaders = source.securityHeaders(env, { strictStyles: true })
const files = [
  [OUTPUTS.staticHost, source.renderStaticHostHeaders(headers, strictHeaders['Content-Security-Policy'])],
  [OUTPUTS.nginx, source.renderNginxSnippet(headers)],
  [OUTPUTS.nginxPages, source.renderNginxPages(strictHeaders)],
]
for (const [file, text] of files) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}
console.log(`Security headers written: ${files.map(([file]) => file).join(', ')}`)
