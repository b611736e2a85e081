/**
 * Holds the app's API calls (msw, in front of the sandbox's handlers) until a step of a screen path
 * lets them through, so each state of the machine stays on screen long enough to be checked: the
 * network-level twin of the machine tests' hand-settled actors. A step may also queue the answer of
 * a call (a malformed body, a task result); unqueued calls fall through to the sandbox.
 * The test's own calls (sandbox control, setting a session up) carry HARNESS_HEADER and pass.
 */
import { http } from 'msw'
import type { SetupServer } from 'msw/node'

export const HARNESS_HEADER = 'x-qa-harness'

interface Waiter {
  method: string
  path: string
  resolve: () => void
}

interface Answer {
  method: string
  path: RegExp
  respond: () => Response
}

export function createNetworkGate(server: SetupServer) {
  let open: RegExp[] = []
  let waiters: Waiter[] = []
  let answers: Answer[] = []
  const held: string[] = []
  const passes = (method: string, path: string) => open.some((pattern) => pattern.test(`${method} ${path}`))

  const handler = () =>
    http.all(/\/sandbox\//, async ({ request }) => {
      const path = new URL(request.url).pathname
      if (request.headers.get(HARNESS_HEADER) || path.includes('/__sandbox/')) return undefined
      if (!passes(request.method, path)) {
        held.push(`${request.method} ${path}`)
        await new Promise<void>((resolve) => {
          waiters.push({ method: request.method, path, resolve })
          if (request.signal.aborted) resolve()
          request.signal.addEventListener('abort', () => resolve())
        })
      }
      // A call its actor gave up (StrictMode's first start, a page left) never takes a queued answer.
      if (request.signal.aborted) return undefined
      const index = answers.findIndex((a) => a.method === request.method && a.path.test(path))
      if (index < 0) return undefined
      const [answer] = answers.splice(index, 1)
      return answer!.respond()
    })

  return {
    /** Installs the gate in front of the sandbox (msw's handlers are reset after every test). */
    install() {
      server.use(handler())
    },
    /** Lets through the held and coming calls matching one of the patterns (tested against "METHOD /path"). */
    open(patterns: RegExp[]) {
      open = patterns
      const [go, stay] = [waiters.filter((w) => passes(w.method, w.path)), waiters.filter((w) => !passes(w.method, w.path))]
      waiters = stay
      for (const waiter of go) waiter.resolve()
    },
    close() {
      open = []
    },
    /** The next matching call gets this answer instead of the sandbox's. */
    answer(method: string, path: RegExp, respond: () => Response) {
      answers.push({ method, path, respond })
    },
    /** The calls held so far, for divergence messages. */
    held: () => [...held],
    reset() {
      open = []
      for (const waiter of waiters) waiter.resolve()
      waiters = []
      answers = []
      held.length = 0
    },
  }
}

export type NetworkGate = ReturnType<typeof createNetworkGate>
