/**
 * How a long address, IBAN or id is cut for reading (issue 35 §2): in groups of 4, the way banks print an IBAN
 * and wallets show an address, so a person can compare it with the one they were given, group by group. The
 * groups joined give the value back character for character: what is copied is what was sent.
 */

/** Shorter than this, a value reads at a glance and stays one group. */
const GROUPED_FROM = 12
const GROUP = /.{1,4}/g

/**
 * The value's groups: a text already written in groups (an IBAN as stored, "IBAN DE89 3704 …") keeps its own,
 * each with its space; a 0x address, or an id of letters and digits after a prefix such as "wal_", is in groups of 4
 * after its prefix, which stays with the first ("0x5290 8400 …"); anything else (a hostname, an e-mail) is one group.
 */
export function readingGroups(value: string): string[] {
  if (/\s/.test(value)) return value.match(/\S+\s*|\s+/g) ?? [value]
  const id = /^(0x|[A-Za-z]+_)?([A-Za-z0-9]+)$/.exec(value)
  if (!id || id[2]!.length < GROUPED_FROM) return [value]
  const [, prefix = '', rest] = id
  const [first, ...others] = rest!.match(GROUP)!
  return [prefix + first, ...others]
}
