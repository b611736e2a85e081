import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * A sequencer that starts the named files first, in that order, so the workers end together: on a fresh clone
 * vitest knows no durations and orders by file size, which put a long file last and left a worker idle meanwhile.
 * `files` are paths from the repository's root.
 */
export function longestFirst(files: readonly string[]) {
  const rank = (file: TestSpecification) => {
    const index = files.findIndex((name) => file.moduleId.endsWith(`/${name}`))
    return index < 0 ? files.length : index
  }
  return class LongestFirst extends BaseSequencer {
    override async sort(specifications: TestSpecification[]): Promise<TestSpecification[]> {
      return [...(await super.sort(specifications))].sort((a, b) => rank(a) - rank(b))
    }
  }
}
