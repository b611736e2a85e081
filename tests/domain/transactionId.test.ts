import { describe, expect, it } from 'vitest'
import { transactionSearchTerm } from '../../src/domain/transactionId'
import { transactionListQuery } from '../../src/domain/transactionListQuery'

// The receipt's id (issue 35 §1): "Transaction ID: TXSQVQ9WH01H27QRD2WKF1VBKX6T".
const ID = 'SQVQ9WH01H27QRD2WKF1VBKX6T'

describe('a transaction id as the customer sees it (SPEC §2: "TX{id}")', () => {
  it.each([
    [`TX${ID}`, ID],
    [`  TX${ID}  `, ID],
    [`tx${ID.toLowerCase()}`, ID.toLowerCase()],
    [`Tx ${ID}`, ID],
    [ID, ID],
    [` ${ID} `, ID],
    // Part of an id, as a merchant types it: it has a digit.
    ['TXSQVQ9', 'SQVQ9'],
    // A long id of letters only.
    ['TXABCDEFGHJKMNPQRS', 'ABCDEFGHJKMNPQRS'],
  ])('%j is searched as %j', (typed, sent) => {
    expect(transactionSearchTerm(typed)).toBe(sent)
  })

  it.each([
    // Names and e-mails that start with "tx" are searched as typed (trimmed).
    ['Txomin', 'Txomin'],
    [' txomin@example.com ', 'txomin@example.com'],
    ['TX', 'TX'],
    ['tx ada', 'tx ada'],
    ['Ada Lovelace', 'Ada Lovelace'],
  ])('%j is searched as %j', (typed, sent) => {
    expect(transactionSearchTerm(typed)).toBe(sent)
  })

  it('every transaction list (and the palette, which asks the same query) sends the id without its prefix', () => {
    expect(transactionListQuery({ search: `TX${ID}` })).toEqual({ page: 1, page_size: 20, search: ID })
    expect(transactionListQuery({})).toEqual({ page: 1, page_size: 20 })
  })
})
