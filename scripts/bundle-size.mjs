// Benchmark: what the production build costs a visitor. Reads dist/ (run `npm run build` first),
// prints first-load JS (entry + modulepreloads) and every chunk, raw and gzip, and checks the budget.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const DIST = 'dist'
// First-load budget (gzip KiB): the whole signed-in shell on any first page, zod and unused Chakra recipes kept out.
const FIRST_LOAD_BUDGET_KIB = Number(process.env.FIRST_LOAD_BUDGET_KIB ?? 205)

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10
const sizeOf = (file) => {
  const buffer = readFileSync(join(DIST, file))
  return { file, raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length }
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8')
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1])
const chunks = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js') || f.endsWith('.css')).map((f) => sizeOf(`assets/${f}`))
const first = firstLoad.map(sizeOf)
const total = first.reduce((sum, c) => ({ raw: sum.raw + c.raw, gzip: sum.gzip + c.gzip }), { raw: 0, gzip: 0 })

console.log('First load (entry + modulepreload):')
console.table(first.map((c) => ({ file: c.file, 'raw KiB': kib(c.raw), 'gzip KiB': kib(c.gzip) })))
console.log(`First-load JS: ${kib(total.raw)} KiB raw, ${kib(total.gzip)} KiB gzip (budget ${FIRST_LOAD_BUDGET_KIB} KiB gzip)`)
console.log('All chunks, largest first:')
console.table(chunks.sort((a, b) => b.gzip - a.gzip).map((c) => ({ file: c.file, 'raw KiB': kib(c.raw), 'gzip KiB': kib(c.gzip) })))

mkdirSync('coverage', { recursive: true })
writeFileSync('coverage/bundle-size.json', JSON.stringify({ firstLoad: first, total, chunks, budgetKiB: FIRST_LOAD_BUDGET_KIB }, null, 2))
if (kib(total.gzip) > FIRST_LOAD_BUDGET_KIB) {
  console.error(`First-load JS is over budget: ${kib(total.gzip)} KiB > ${FIRST_LOAD_BUDGET_KIB} KiB gzip`)
  process.exit(1)
}
