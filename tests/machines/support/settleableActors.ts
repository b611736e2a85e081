import { vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { controllablePromiseActor } from '../../support/pathCoverage'

/**
 * The shared controllable promise actors, one per invoke id, and a `trigger` for `replayPath`
 * that turns the model's synthetic events into what really causes them: `xstate.done.actor.<id>`
 * resolves, `xstate.error.actor.<id>` rejects, and `xstate.after.<delay>.<node>` advances the
 * fake timers by the named delay.
 */
export function settleableActors(delays: Record<string, number> = {}) {
  const byId = new Map<string, ReturnType<typeof controllablePromiseActor>>()
  const control = (id: string) => {
    if (!byId.has(id)) byId.set(id, controllablePromiseActor())
    return byId.get(id)!
  }

  async function trigger(event: AnyEventObject) {
    const settled = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)
    if (settled) {
      control(settled[1]!).settle(event)
      await vi.advanceTimersByTimeAsync(0)
      return
    }
    const after = /^xstate\.after\.([^.]+)\./.exec(event.type)
    const ms = after ? delays[after[1]!] : undefined
    if (ms === undefined) throw new Error(`cannot trigger ${event.type}`)
    await vi.advanceTimersByTimeAsync(ms)
  }

  return {
    /** The actor logic to inject for the invoke with this id. */
    actor: <TOutput, TInput = unknown>(id: string) => control(id).logic as unknown as ReturnType<typeof controllablePromiseActor<TOutput, TInput>>['logic'],
    trigger,
    resolve: (id: string, output: unknown) => trigger({ type: `xstate.done.actor.${id}`, output }),
    reject: (id: string, error: unknown) => trigger({ type: `xstate.error.actor.${id}`, error }),
    /** The inputs each invocation of an actor received, in order. */
    inputs: (id: string) => byId.get(id)?.calls.map((c) => c.input) ?? [],
  }
}
