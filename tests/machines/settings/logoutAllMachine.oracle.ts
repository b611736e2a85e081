/** "Log out of all sessions" as designed (README, settings): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { defineOracle, ran, startedInputs } from '../../support/paths/oracle'

export default defineOracle({
  name: 'logoutAllMachine',
  leadsTo: {
    OPEN: { idle: 'confirming' },
    CONFIRM: { confirming: 'signingOut', failed: 'signingOut' },
    CANCEL: { confirming: 'idle', failed: 'idle' },
    'logoutAll done': 'done',
    'logoutAll error': 'failed',
  },
  does: {
    OPEN: (step) => expect(step.after.context.error).toBeNull(),
    CONFIRM: (step) => expect(startedInputs(step, 'logoutAll')).toHaveLength(1),
    'logoutAll done': (step) => expect(ran(step, 'signOut')).toHaveLength(1),
    'logoutAll error': (step) => {
      expect(step.after.context.error).toBe('Failed to log out of all sessions')
      expect(ran(step, 'signOut')).toHaveLength(0)
    },
  },
  paths: {
    'this tab is signed out only once every session was revoked': (steps) => {
      const signOuts = steps.flatMap((s) => ran(s, 'signOut'))
      expect(signOuts).toHaveLength(steps.some((s) => s.words === 'logoutAll done') ? 1 : 0)
    },
  },
})
