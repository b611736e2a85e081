import { assign, fromPromise, setup } from 'xstate'
import type { Payer } from './payer'

export const payMachine = setup({
  types: {
    context: {} as { linkName: string; payer: Payer | null },
    events: {} as { type: 'SUBMIT'; payer: Payer },
  },
  actors: { loadLink: fromPromise<string>(() => Promise.reject(new Error('loadLink is provided by the route'))) },
}).createMachine({
  id: 'pay',
  context: { linkName: '', payer: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadLink',
        onDone: { target: 'editing', actions: assign({ linkName: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    editing: { on: { SUBMIT: { target: 'submitted', actions: assign({ payer: ({ event }) => event.payer }) } } },
    submitted: {},
    failed: {},
  },
})
