/**
 * HTML pages served by the sandbox (provider stand-ins, scenario pages). They carry no
 * inline script or style: their script and stylesheet are sandbox URLs (`assets.ts`) and
 * their data sits in a `data-sandbox` attribute, so a `script-src 'self'` policy allows
 * them; each page sends such a policy itself.
 */
import { HttpResponse } from 'msw'
import { assetUrl, type ScriptAsset } from './assets.ts'
import type { SandboxContext } from './context.ts'

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

export interface PageOptions {
  title: string
  /** Trusted markup: escape every value put into it. */
  body: string
  script?: ScriptAsset
  /** Handed to the script as JSON in `document.body.dataset.sandbox`. */
  data?: unknown
  status?: number
}

export function htmlPage(ctx: SandboxContext, { title, body, script, data, status = 200 }: PageOptions): Response {
  const dataAttribute = data === undefined ? '' : ` data-sandbox="${escapeHtml(JSON.stringify(data))}"`
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${assetUrl(ctx, 'sandbox.css')}">
${script ? `<script src="${assetUrl(ctx, script)}" defer></script>` : ''}
</head>
<body${dataAttribute}>
<main>
<span class="badge">Sandbox</span>
${body}
</main>
</body>
</html>`
  return new HttpResponse(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PAGE_CSP } })
}
