// What `npm run test:engines` needs, installed when missing: the engines from Debian (apt-get, as root) and the
// drivers' own small package (tests/engines/package.json: puppeteer-core and selenium-webdriver, 77 MB, kept out
// of the app's dependencies), then the engine tests' type check (they are not in the app's tsconfig, since their
// types only exist once that package is installed).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`)
}

const DEBIAN = [
  ['firefox-esr', process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'],
  ['webkit2gtk-driver', process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'],
  ['xvfb', '/usr/bin/Xvfb'],
]
const missing = DEBIAN.filter(([, binary]) => !existsSync(binary)).map(([name]) => name)
if (missing.length > 0) {
  if (process.getuid?.() !== 0) throw new Error(`Missing ${missing.join(', ')}: run as root, or install them: apt-get install -y ${missing.join(' ')}`)
  console.log(`Installing ${missing.join(', ')} (Debian)`)
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}

// npm keeps the installed tree's lock in node_modules/.package-lock.json: reinstall when the package's lock moved on.
const lock = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).packages : null)
const wanted = lock(join(here, 'package-lock.json'))
const installed = lock(join(here, 'node_modules', '.package-lock.json'))
const current = installed && Object.entries(wanted).every(([path, entry]) => path === '' || installed[path]?.version === entry.version)
if (!current) run('npm', ['ci', '--no-audit', '--no-fund', '--prefix', here])

run(join(here, '..', '..', 'node_modules', '.bin', 'tsc'), ['-p', join(here, 'tsconfig.json'), '--noEmit'])
