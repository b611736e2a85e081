/**
 * A transaction id as the customer sees it: SPEC §2's receipt says "Transaction ID: TX{id}", so a merchant
 * pastes "TXSQVQ9WH01H27QRD2WKF1VBKX6T" (or types "tx…", with spaces around it) where the contract knows
 * the id as "SQVQ9WH01H27QRD2WKF1VBKX6T". Every search that takes a transaction id reads its text through here.
 */

/** The receipt's prefix, in any case, with any spaces after it, then the contract's `TransactionId` characters. */
const PREFIXED = /^tx\s*([A-Za-z0-9_-]{1,64})$/i

/**
 * A search's text as the contract's `search` takes it (customer e-mail or name, or the transaction id), trimmed:
 * a receipt's "TX{id}" loses its prefix. A word is read as a prefixed id only when its rest has a digit or is as
 * long as an id is (16 or more): a name that starts with "Tx" ("Txomin") has neither and is searched as typed.
 */
export function transactionSearchTerm(text: string): string {
  const value = text.trim()
  const id = PREFIXED.exec(value)?.[1]
  return id !== undefined && (/\d/.test(id) || id.length >= 16) ? id : value
}
