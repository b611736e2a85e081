// Regenerates the API types, the route tree, the checkout's style functions (styled-system/) and the deploy/ security
// headers, and fails when any was out of date (so `npm test` catches a stale commit).
import { execFileSync } from 'node:child_process'
import { readFileSync, existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const generated = [
  { files: ['src/api/schema.d.ts'], command: ['node_modules/.bin/openapi-typescript', ['openapi/paygrid.yaml', '-o', 'src/api/schema.d.ts']] },
  { files: ['src/routeTree.gen.ts'], command: ['node_modules/.bin/tsr', ['generate']] },
  { files: ['styled-system/'], command: ['node_modules/.bin/panda', ['codegen', '--clean', '--silent']] },
  { files: ['deploy/_headers', 'deploy/nginx/security-headers.conf', 'deploy/nginx/pages.conf'], command: [process.execPath, ['scripts/gen-security-headers.mjs']] },
]

// A folder (a name ending in /) reads as the names and contents of every file in it.
const filesIn = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort()
const read = (file) => (!existsSync(file) ? null : file.endsWith('/') ? JSON.stringify(filesIn(file).map((name) => [name, readFileSync(name, 'utf8')])) : readFileSync(file, 'utf8'))
const stale = []
for (const { files, command } of generated) {
  const before = files.map(read)
  execFileSync(command[0], command[1], { stdio: ['ignore', 'ignore', 'inherit'] })
  files.forEach((file, index) => {
    if (read(file) !== before[index]) stale.push(file)
  })
}

if (stale.length > 0) {
  console.error(`Generated files were out of date and have been regenerated: ${stale.join(', ')}. Commit them.`)
  process.exit(1)
}
console.log('Generated files are up to date: ' + generated.flatMap((g) => g.files).join(', '))
