// Regenerates the API types and the route tree, and fails when either was out of date (so `npm test` catches a stale commit).
import { execFileSync } from 'node:child_process'
import { readFileSync, existsSync } from 'node:fs'

const generated = [
  { file: 'src/api/schema.d.ts', command: ['node_modules/.bin/openapi-typescript', ['openapi/paygrid.yaml', '-o', 'src/api/schema.d.ts']] },
  { file: 'src/routeTree.gen.ts', command: ['node_modules/.bin/tsr', ['generate']] },
]

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null)
const stale = []
for (const { file, command } of generated) {
  const before = read(file)
  execFileSync(command[0], command[1], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (read(file) !== before) stale.push(file)
}

if (stale.length > 0) {
  console.error(`Generated files were out of date and have been regenerated: ${stale.join(', ')}. Commit them.`)
  process.exit(1)
}
console.log('Generated files are up to date: ' + generated.map((g) => g.file).join(', '))
