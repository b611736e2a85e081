import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAGE_SHELL_ID } from '../src/pageShells/removePageShell.ts'

const SHELLS_DIR = 'src/pageShells'

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').trim()

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * A page's HTML with its static shell (src/pageShells/<name>.html and the shared pageShell.css) before #root:
 * the page's first screen painted from the HTML and the stylesheet alone, before any script has run. `css: null`
 * when the page's own stylesheet carries the shell's rules (the checkout's: its policy allows no inline style).
 * Rendering waits for #root, after the whole shell: a parser that yields inside <body> (it does on a slow CPU,
 * right after <body> or the shell's first element) would otherwise paint an empty or half-parsed page first.
 */
export function withPageShell(html: string, shell: { fragment: string; css: string | null; productName: string }): string {
  if (!html.includes('<div id="root"></div>')) throw new Error('page shells: index.html has no <div id="root"></div>')
  if (!shell.fragment.includes(`id="${PAGE_SHELL_ID}"`)) throw new Error(`page shells: a shell's root element must have id="${PAGE_SHELL_ID}"`)
  const body = shell.fragment.trim().replaceAll('%PRODUCT_NAME%', escapeHtml(shell.productName))
  const head = `\n    <link rel="expect" href="#root" blocking="render">${shell.css === null ? '' : `\n    <style>${withoutComments(shell.css)}</style>`}`
  return html.replace(/(\s*<\/head>)/, `${head}$1`).replace('<div id="root"></div>', `${body}\n    <div id="root"></div>`)
}

/** `withPageShell` for the shell file `name` of the project at `root`. */
export function readPageShell(root: string, name: string, productName: string) {
  return { fragment: readFileSync(join(root, SHELLS_DIR, name), 'utf8'), css: readFileSync(join(root, SHELLS_DIR, 'pageShell.css'), 'utf8'), productName }
}
