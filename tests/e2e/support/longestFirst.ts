import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The browser files that take longest (about 120, 65, 60 and 55 s on the 2-core CI machine) start first, so the
 * two lanes end together: on a fresh clone vitest knows no durations and orders by file size, which had put the
 * longest file last and left one lane idle for a minute.
 */
const LONGEST = ['everyScreen', 'paymentOutcome', 'checkout', 'statusPolling', 'auth', 'integrations'] as const

const rank = (file: TestSpecification) => {
  const index = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}.e2e.ts`))
  return index < 0 ? LONGEST.length : index
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b))
  }
}
