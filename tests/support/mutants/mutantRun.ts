/** Set by the mutation runner (scripts/qa/mutants.mjs): a run of mutated machines records nothing a real run left. */
export const MUTANT_RUN_ENV = 'PAYGRID_MUTANT_RUN'

export const isMutantRun = (): boolean => Boolean(process.env[MUTANT_RUN_ENV])
