// npm run qa:paths -- <machine> | --all : every generated path of a machine in words, then what they cover.
import { withTsModules } from './loadTs.mjs'

const args = process.argv.slice(2)
if (args.length === 0) {
  console.error('usage: npm run qa:paths -- <machine> [<machine>...] | --all')
  process.exitCode = 2
} else {
  await withTsModules(async (load) => {
    const { machineCatalog } = await load('/tests/support/paths/catalog.ts')
    const { findMachine, pathListing } = await load('/tests/support/paths/listing.ts')
    const catalog = machineCatalog()
    const entries = args.includes('--all') ? catalog : args.map((name) => findMachine(catalog, name) ?? name)
    const unknown = entries.filter((entry) => typeof entry === 'string')
    if (unknown.length > 0) {
      console.error(`no machine named ${unknown.join(', ')}; the machines are: ${catalog.map((entry) => entry.name).join(', ')}`)
      process.exitCode = 2
      return
    }
    const blocks = entries.map((entry) => pathListing(entry).join('\n'))
    console.log(blocks.join('\n\n'))
    if (entries.some((entry) => !entry.model)) process.exitCode = 1
  })
}
