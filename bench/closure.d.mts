// Types of closure.mjs for the TypeScript tests that import it (the benchmark itself runs as plain Node ESM).

/** One chunk of a Vite build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

export interface RouteClosure<Script> {
  scripts: Script[]
  deferred: string[]
  onError: string[]
}

export interface MeasuredClosure extends RouteClosure<{ file: string; gzipBytes: number }> {
  gzipBytes: number
}

export interface Budget {
  gzipKiB: number
  scripts: number
}

export function rendersWithRoute(groups: string[]): boolean
export function routeChunkOf(key: string): { routeFile: string; groups: string[] } | null
/** A page of bench/pages.json: the app's (its route chain) or one with an entry of its own in its own manifest. */
export interface BenchPage {
  path: string
  routes?: string[]
  entry?: string
  /** With `entry`: the modules it imports lazily that the page loads first. */
  modules?: string[]
  manifest?: string
  shell?: string
}

export function routeClosure(manifest: Manifest, routeFiles: string[], entryKey?: string, modules?: string[]): RouteClosure<string>
export function gzipSize(bytes: Uint8Array): number
export function kib(bytes: number): number
export function measureClosure(root: string, outDir: string, page: BenchPage): MeasuredClosure
export function overBudget(measured: { gzipBytes: number; scripts: unknown[] }, budget: Budget): string[]
