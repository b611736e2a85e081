/** Self-contained HTML pages served by the sandbox (provider stand-ins): inline CSS and script only. */
import { HttpResponse } from 'msw'

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A JSON value safe to embed in an inline script. */
export function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1a202c; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 4px 24px rgba(0,0,0,.08); }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
  p { line-height: 1.5; }
  .badge { display: inline-block; font-size: .75rem; background: #fefcbf; color: #744210; padding: .1rem .5rem; border-radius: 999px; }
  .actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: 8px; border: 1px solid #cbd5e0; background: #fff; cursor: pointer; }
  button.primary { background: #2b6cb0; border-color: #2b6cb0; color: #fff; }
  button.danger { background: #c53030; border-color: #c53030; color: #fff; }
  button:disabled { opacity: .5; cursor: wait; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { color: #718096; }
  #result { margin-top: 1rem; font-weight: 600; }
`

export function htmlPage(title: string, body: string, script = '', status = 200): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="badge">Sandbox</span>
${body}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`
  return new HttpResponse(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
