/** Shared by every flow's wiring module: promise actors that survive StrictMode's stop-and-restart. */
import { fromPromise } from 'xstate'

type PromiseCreator<TOutput, TInput> = Parameters<typeof fromPromise<TOutput, TInput>>[0]

const never = <T>() => new Promise<T>(() => {})

/**
 * `fromPromise` whose promise never settles once its signal has aborted. Under StrictMode (and React's
 * Activity) @xstate/react stops a component's actor and restarts the same actor in place; without this,
 * the aborted call's rejection would reach the restarted actor as a failure.
 */
export function fromAbortablePromise<TOutput, TInput = void>(create: PromiseCreator<TOutput, TInput>) {
  return fromPromise<TOutput, TInput>((args) =>
    Promise.resolve(create(args)).then(
      (value) => (args.signal.aborted ? never<TOutput>() : value),
      (error: unknown) => (args.signal.aborted ? never<TOutput>() : Promise.reject(error)),
    ),
  )
}
