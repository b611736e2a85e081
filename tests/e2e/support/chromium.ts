import chromiumArgs from './chromiumArgs.json'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

// Shared with the benchmark (bench/), which drives the same Chromium with the same flags.
export const CHROMIUM_ARGS: string[] = chromiumArgs
