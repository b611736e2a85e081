/**
 * Paths in plain words for people: `billing —SUBMIT→ creating —createTransaction done→ processing`.
 * Synthetic events read as what happened (`loadCheckout done`, `task error`, `after 30s`), followed
 * by the model's label for that variant when it has one (`loadCheckout done (expired link)`).
 */
import type { AnyEventObject, AnyStateMachine } from 'xstate'
import type { StatePath } from 'xstate/graph'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPath = StatePath<any, AnyEventObject>

const labels = new WeakMap<AnyEventObject, string>()

/** Names a variant of an event (what its payload means), for the path listing and the screen scenarios. */
export function labelled<E extends AnyEventObject>(label: string, event: E): E {
  labels.set(event, label)
  return event
}

export function eventLabel(event: AnyEventObject): string | undefined {
  return labels.get(event)
}

/** A state value as dotted leaf paths; parallel regions joined with " + ". */
export function stateWords(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return String(value)
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => {
      const inner = stateWords(child)
      return inner.includes(' + ') ? inner.split(' + ').map((part) => `${key}.${part}`).join(' + ') : `${key}.${inner}`
    })
    .join(' + ')
}

export function formatDelay(ms: number): string {
  if (ms % 60_000 === 0 && ms >= 60_000) return `${ms / 60_000}min`
  if (ms % 1000 === 0) return `${ms / 1000}s`
  return `${ms}ms`
}

/** The delay a `xstate.after.<delay>.<node>` event stands for: a number of ms, or the name of a computed delay. */
function delayWords(machine: AnyStateMachine, delay: string): string {
  if (/^\d+$/.test(delay)) return formatDelay(Number(delay))
  const configured = (machine.implementations.delays as Record<string, unknown>)[delay]
  return typeof configured === 'number' ? formatDelay(configured) : delay
}

/** What an event means, without its variant label: `SUBMIT`, `loadCheckout done`, `task error`, `after 30s`, `(eventless)`. */
export function eventKind(machine: AnyStateMachine, type: string): string {
  if (type === '') return '(eventless)'
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
  if (settled) return `${settled[2]} ${settled[1]}`
  const after = /^xstate\.after\.([^.]+)\./.exec(type)
  if (after) return `after ${delayWords(machine, after[1]!)}`
  return type
}

export function eventWords(machine: AnyStateMachine, event: AnyEventObject): string {
  const label = eventLabel(event)
  const kind = eventKind(machine, event.type)
  return label ? `${kind} (${label})` : kind
}

/** One line: the start state, then `—event→ state` for every step. */
export function pathWords(machine: AnyStateMachine, path: AnyPath): string {
  return path.steps
    .map((step) => (step.event.type === 'xstate.init' ? stateWords(step.state.value) : ` —${eventWords(machine, step.event)}→ ${stateWords(step.state.value)}`))
    .join('')
}
