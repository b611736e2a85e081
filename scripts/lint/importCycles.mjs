// Import circles in src/ and sandbox/ (docs/layout.md): a module that imports itself back through others
// may run before its own exports exist, and the two can be understood, moved or split only together. Every
// import counts: `import type` (two modules that name each other's types are one module in two files) and
// dynamic import() (a lazily loaded module that imports its loader back keeps both in one chunk's reach).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Every specifier a module names: imports, type imports, re-exports and dynamic import(). */
export const importsOf = (text) => ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName)

/** Each circle (a strongly connected set of two or more modules, or one importing itself), as paths relative to `root`. */
export function importCycles(root, folders = ['src', 'sandbox']) {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config ?? {}
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root)
  const files = folders.flatMap((folder) => sourceFiles(resolve(root, folder)))
  const inScope = new Set(files)
  const edges = new Map()
  for (const file of files) {
    const targets = importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName
      return resolved && inScope.has(resolve(resolved)) ? [resolve(resolved)] : []
    })
    edges.set(file, targets)
  }
  return stronglyConnected(files, edges)
    .filter((set) => set.length > 1 || edges.get(set[0]).includes(set[0]))
    .map((set) => set.map((file) => relative(root, file)).sort())
}

// Tarjan's algorithm, iterative (the graph is deep enough to matter for recursion only in theory).
function stronglyConnected(nodes, edges) {
  const index = new Map()
  const low = new Map()
  const onStack = new Set()
  const stack = []
  const sets = []
  let next = 0
  for (const start of nodes) {
    if (index.has(start)) continue
    const work = [[start, 0]]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const [node, i] = frame
      const targets = edges.get(node)
      if (i < targets.length) {
        frame[1]++
        const target = targets[i]
        if (!index.has(target)) {
          index.set(target, next)
          low.set(target, next++)
          stack.push(target)
          onStack.add(target)
          work.push([target, 0])
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)))
        continue
      }
      work.pop()
      if (work.length > 0) {
        const parent = work[work.length - 1][0]
        low.set(parent, Math.min(low.get(parent), low.get(node)))
      }
      if (low.get(node) === index.get(node)) {
        const set = []
        let member
        do {
          member = stack.pop()
          onStack.delete(member)
          set.push(member)
        } while (member !== node)
        sets.push(set)
      }
    }
  }
  return sets
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = importCycles(process.cwd())
  for (const cycle of cycles) console.error(`Import circle: ${cycle.join(' → ')}`)
  if (cycles.length > 0) process.exit(1)
  console.log('No import circles in src/ or sandbox/.')
}
