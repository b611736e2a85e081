// The builds a benchmark run compares: the working tree, a baseline git ref in a temporary worktree, and
// the floor app of the same stack (bench/floor). Each is built with `vite build --manifest` in its own folder.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { previewEnv } from '../scripts/vitePreview.mjs'

const pages = JSON.parse(readFileSync(new URL('./pages.json', import.meta.url), 'utf8'))

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim()

function describeHead(repo) {
  const dirty = git(repo, 'status', '--porcelain', '--untracked-files=no') !== ''
  return `${git(repo, 'rev-parse', '--abbrev-ref', 'HEAD')} ${git(repo, 'rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes' : ''}`
}

/** The working tree as it is, uncommitted changes included. */
export function currentBuild(repo) {
  return { name: 'current', label: `current (${describeHead(repo)})`, dir: repo, vite: join(repo, 'node_modules/.bin/vite'), pages: pages.app }
}

/** The floor: the same stack's bare pieces, built with the repo's node_modules and its own vite config. */
export function floorBuild(repo) {
  return { name: 'floor', label: 'floor (bench/floor)', dir: join(repo, 'bench/floor'), vite: join(repo, 'node_modules/.bin/vite'), pages: pages.floor }
}

/**
 * A git ref checked out in a temporary worktree; its node_modules is a link to the repo's when the lockfiles
 * are identical, else its own `npm ci`. Its pages are measured as its own bench/pages.json describes them (how a
 * page loads may differ between the two). `remove()` deletes the worktree.
 */
export function baselineBuild(repo, ref) {
  const sha = git(repo, 'rev-parse', '--verify', `${ref}^{commit}`)
  const dir = join(mkdtempSync(join(tmpdir(), 'paygrid-baseline-')), 'app')
  git(repo, 'worktree', 'add', '--detach', dir, sha)
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: repo, stdio: 'ignore' })
    rmSync(join(dir, '..'), { recursive: true, force: true })
    spawnSync('git', ['worktree', 'prune'], { cwd: repo, stdio: 'ignore' })
  }
  try {
    const sameLock = readFileSync(join(repo, 'package-lock.json'), 'utf8') === readFileSync(join(dir, 'package-lock.json'), 'utf8')
    if (sameLock) symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir')
    else {
      console.log(`bench: ${ref} has another package-lock.json: npm ci in ${dir}`)
      const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' })
      if (install.status !== 0) throw new Error(`npm ci failed for ${ref}`)
    }
  } catch (error) {
    remove()
    throw error
  }
  const ownPages = JSON.parse(readFileSync(join(dir, 'bench/pages.json'), 'utf8')).app
  // The same pages in the same order as the working tree's, each as the baseline defines it (or as the working tree does).
  const basePages = pages.app.map((page) => ownPages.find((own) => own.path === page.path) ?? page)
  return { name: 'baseline', label: `baseline (${ref} ${sha.slice(0, 7)})`, dir, vite: join(dir, 'node_modules/.bin/vite'), pages: basePages, remove }
}

/** `vite build --manifest` in the build's folder, into its dist/. */
export function buildApp(build) {
  console.log(`bench: building ${build.label}`)
  const result = spawnSync(build.vite, ['build', '--manifest', '--logLevel', 'warn'], { cwd: build.dir, stdio: 'inherit', env: previewEnv() })
  if (result.status !== 0) throw new Error(`vite build failed for ${build.label}`)
}

export const outDir = (build) => join(build.dir, 'dist')

export const hasBuild = (build) => existsSync(join(outDir(build), '.vite', 'manifest.json'))
