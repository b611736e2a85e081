/** Each circle of imports among the source files of `folders` under `root`, as sorted paths relative to `root`. */
export function importCycles(root: string, folders?: string[]): string[][]
export function importsOf(text: string): string[]
