// The review pictures' names and their contact sheet (`npm run shots`): pure, so a test can read the page it writes.

export type ColorMode = 'light' | 'dark'

/** The four pictures of every screen, in the contact sheet's column order: phone then laptop, light then dark. */
export const SHOT_VARIANTS: readonly { width: number; height: number; mode: ColorMode }[] = [
  { width: 390, height: 844, mode: 'light' },
  { width: 390, height: 844, mode: 'dark' },
  { width: 1280, height: 800, mode: 'light' },
  { width: 1280, height: 800, mode: 'dark' },
]

export interface Shot {
  /** `public`, or the demo account's name before the @. */
  role: string
  /** The screen's name in file names: screenName(path). */
  screen: string
  path: string
  width: number
  mode: ColorMode
  /** The PNG's file name, beside index.html. */
  file: string
  /** What went wrong while opening or waiting for the screen (the picture shows what was there). */
  error?: string
  /** How far the page scrolls sideways, in CSS pixels (0: it does not). */
  sidewaysScroll?: number
}

/** `merchant@paygrid.test` → `merchant`; public pages are `public`. */
export const roleName = (account: string | null): string => (account === null ? 'public' : (account.split('@')[0] ?? account))

/** A path as a file-name part: `/` → `landing`, `/payment-link?id=demo-both` → `payment-link-id-demo-both`. */
export function screenName(path: string): string {
  const name = path
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return name === '' ? 'landing' : name
}

export const shotFileName = ({ role, screen, width, mode }: Pick<Shot, 'role' | 'screen' | 'width' | 'mode'>): string => `${role}--${screen}--${width}--${mode}.png`

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character)

/** A relative link to a file beside the page, each path segment percent-encoded. */
const href = (file: string): string => escapeHtml(encodeURIComponent(file))

function cell(shot: Shot | undefined): string {
  if (!shot) return '<td class="missing">no picture</td>'
  const label = `${shot.role} ${shot.path} at ${shot.width} px, ${shot.mode}`
  const notes = [shot.error ? `<p class="problem">${escapeHtml(shot.error)}</p>` : '', shot.sidewaysScroll ? `<p class="problem">scrolls sideways by ${shot.sidewaysScroll} px</p>` : ''].join('')
  return `<td><a href="${href(shot.file)}"><img src="${href(shot.file)}" alt="${escapeHtml(label)}" loading="lazy"></a>${notes}</td>`
}

export interface ContactSheetInput {
  shots: readonly Shot[]
  /** When the pictures were taken, as the reader should see it. */
  takenAt: string
  /** The commit the build was made from (with a note when the tree had uncommitted changes). */
  commit: string
}

/** index.html: a row per screen of each role (in the order first shot), a column per size and colour mode, each cell a thumbnail linking to its picture. */
export function contactSheet({ shots, takenAt, commit }: ContactSheetInput): string {
  const rows = new Map<string, Shot[]>()
  for (const shot of shots) {
    const key = `${shot.role}\u0000${shot.path}`
    rows.set(key, [...(rows.get(key) ?? []), shot])
  }
  const header = SHOT_VARIANTS.map(({ width, mode }) => `<th scope="col">${width} px · ${mode}</th>`).join('')
  const body = [...rows.values()]
    .map((row) => {
      const first = row[0]!
      const cells = SHOT_VARIANTS.map(({ width, mode }) => cell(row.find((shot) => shot.width === width && shot.mode === mode))).join('')
      return `<tr><th scope="row"><span class="role">${escapeHtml(first.role)}</span><br><code>${escapeHtml(first.path)}</code></th>${cells}</tr>`
    })
    .join('\n')
  const problems = shots.filter((shot) => shot.error || shot.sidewaysScroll).length
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paygrid screens</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 24px; color: #1a202c; background: #fff; }
  h1 { font-size: 24px; margin: 0 0 4px; }
  .meta { margin: 0 0 16px; color: #4a5568; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #cbd5e0; padding: 8px; vertical-align: top; text-align: left; }
  thead th { position: sticky; top: 0; background: #edf2f7; }
  tbody th { width: 14em; background: #f7fafc; }
  .role { font-weight: 600; }
  img { display: block; width: 200px; max-height: 300px; object-fit: cover; object-position: top; border: 1px solid #a0aec0; }
  .problem { color: #c53030; margin: 4px 0 0; max-width: 200px; font-size: 13px; }
  .missing { color: #718096; }
</style>
</head>
<body>
<h1>Paygrid screens</h1>
<p class="meta">Taken ${escapeHtml(takenAt)} from commit <code>${escapeHtml(commit)}</code> · ${shots.length} pictures of ${rows.size} screens${problems ? ` · ${problems} with a problem noted in red` : ''} · each thumbnail opens the full-page picture</p>
<table>
<thead><tr><th scope="col">Role and screen</th>${header}</tr></thead>
<tbody>
${body}
</tbody>
</table>
</body>
</html>
`
}
