// `npm test`: the generated-files check first (it rewrites files the others read), then the type check, the lint,
// the contract lint and the vitest run side by side (tsc and eslint use one core each; vitest one worker per core,
// so on a 2-core machine running them one after the other left a core idle for minutes), then the coverage table.
// vitest's output streams as it runs; the other steps' output is printed whole when each ends, with its time; any
// failure fails the command.
import { spawn } from 'node:child_process'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

function run(script, { live = false } = {}) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      process.stdout.write(`\n── ${script} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds} s) ──\n${output}`)
      resolve({ script, code, seconds })
    })
  })
}

const steps = [await run('check:generated'), await run('qa:reset')]
if (steps.every((step) => step.code === 0)) {
  steps.push(...(await Promise.all([run('test:unit', { live: true }), run('typecheck'), run('lint'), run('lint:api')])))
  if (steps.every((step) => step.code === 0)) steps.push(await run('qa:table'))
}
console.log(`\nnpm test: ${steps.map((step) => `${step.script} ${step.seconds} s${step.code === 0 ? '' : ' FAILED'}`).join(', ')}`)
process.exitCode = steps.every((step) => step.code === 0) ? 0 : 1
