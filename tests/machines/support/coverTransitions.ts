import type { AnyActorRef, AnyEventObject, AnyStateMachine, InspectionEvent } from 'xstate'
import { createCoverageRecorder, isSyntheticEvent, machinePaths, replayPath, type CoverageSummary } from '../../support/pathCoverage'
import { NotPending } from './settleableActors'

export interface Harness {
  actor: AnyActorRef
  trigger: (event: AnyEventObject) => Promise<void>
}

/**
 * Transition coverage on top of the shared helper: every shortest path from `xstate/graph`
 * (one per reachable state) is replayed on a real actor, then once more followed by each
 * event of the model, so that every transition out of every reachable state is taken (a
 * simple-path traversal never takes a transition back to a state already on its path).
 */
export async function coverAllTransitions(options: {
  name: string
  machine: AnyStateMachine
  events: AnyEventObject[]
  inputs: unknown[]
  start: (input: unknown, inspect: (event: InspectionEvent) => void) => Harness
  serializeState?: (snapshot: { value: unknown; context: unknown }) => string
}): Promise<CoverageSummary> {
  const recorder = createCoverageRecorder(options.name, options.machine)
  for (const input of options.inputs) {
    const paths = machinePaths(options.machine, { events: options.events, input, serializeState: options.serializeState })
    for (const path of paths) {
      for (const extra of [null, ...options.events]) {
        const { actor, trigger } = options.start(input, recorder.inspect)
        await replayPath(path, actor, { trigger })
        if (extra) {
          try {
            if (isSyntheticEvent(extra)) await trigger(extra)
            else actor.send(extra)
          } catch (error) {
            if (!(error instanceof NotPending)) throw error
          }
        }
        recorder.countPath()
        actor.stop()
      }
    }
  }
  return recorder.writeReport()
}
