import { describe, expect, it } from 'vitest'
import { readingGroups } from '../../src/domain/readingGroups'

describe('readingGroups: long identifiers in groups for reading (issue 35 §2)', () => {
  it.each([
    ['0x52908400098527886E0F7030069857D2E4169EE7', ['0x5290', '8400', '0985', '2788', '6E0F', '7030', '0698', '57D2', 'E416', '9EE7']],
    // An IBAN as stored keeps its own groups, each with its space.
    ['IBAN FR14 2004 1010 0505 0001 3M02 606', ['IBAN ', 'FR14 ', '2004 ', '1010 ', '0505 ', '0001 ', '3M02 ', '606']],
    ['wal_52908400098527886e0f7030', ['wal_5290', '8400', '0985', '2788', '6e0f', '7030']],
    ['SQVQ9WH01H27QRD2WKF1VBKX6T', ['SQVQ', '9WH0', '1H27', 'QRD2', 'WKF1', 'VBKX', '6T']],
    // Short ids read at a glance; hostnames and e-mails are no run of letters and digits.
    ['tr_seed01', ['tr_seed01']],
    ['0x1234', ['0x1234']],
    ['shop.example.com', ['shop.example.com']],
    ['ada@example.com', ['ada@example.com']],
  ])('%s', (value, groups) => {
    expect(readingGroups(value)).toEqual(groups)
    // Joined, the groups are the value itself: what is copied is what was sent.
    expect(readingGroups(value).join('')).toBe(value)
  })
})
