import { recordMachinesSeen } from '../support/mutants/machinesSeen'

// The DOM's matchers, cleanup and stand-ins (dom.setup.ts) load only where there is a DOM: a file in plain Node skips them.
if (typeof window !== 'undefined') await import('./dom.setup')

// Which machines this file starts: `npm run qa:mutants` runs a mutant's route and screen tests from it.
recordMachinesSeen()
