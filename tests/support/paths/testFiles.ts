/** Which test files replay a machine: those importing its module, and those importing its path model. */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

const TEST_FILE = /\.test\.tsx?$/
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return TEST_FILE.test(entry.name) ? [path] : []
  })
}

const withoutExtension = (path: string) => path.replace(/\.(tsx?|mjs|js)$/, '')

/** The repository-relative modules a file imports by relative path, without extensions. */
export function importsOf(file: string, source: string, root: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => m[1]!).filter((spec) => spec.startsWith('.')).map((spec) => withoutExtension(relative(root, normalize(join(dirname(file), spec)))))
}

export interface Importers {
  /** Test files importing the module itself. */
  direct: string[]
  /** Test files importing its path model (which replay or list its paths). */
  viaModel: string[]
}

export function testImporters(modules: { file: string; modelFile: string }[], root = process.cwd()): Map<string, Importers> {
  const files = testFiles(join(root, 'tests')).map((path) => ({ path: relative(root, path), imports: new Set(importsOf(path, readFileSync(path, 'utf8'), root)) }))
  return new Map(
    modules.map(({ file, modelFile }) => [
      file,
      {
        direct: files.filter((f) => f.imports.has(withoutExtension(file))).map((f) => f.path),
        viaModel: files.filter((f) => f.imports.has(withoutExtension(modelFile))).map((f) => f.path),
      },
    ]),
  )
}
