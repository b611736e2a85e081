import { defineCatalog } from '../catalog'

/**
 * How money in more than one currency is put in words (src/domain/settlement.ts writes these sentences for the
 * overviews, the transactions, the calculator and the wallets): the product's English word for word.
 */
export const settlementEn = {
  amountsAnd: '{first} and {last}',
  listSeparator: ', ',
  conversionSeparator: '; ',
  rate: '{rate}',
  rateRange: '{rate} on average ({lowest} to {highest})',
  rateDetailed: { one: '{range}, {source}, over {count} payment', other: '{range}, {source}, over {count} payments' },
  converted: '{from} converted at {rate}',
  settledIn: 'Settled in {currency}: {amount}',
  settledInConverted: 'Settled in {currency}: {amount}; {conversion}',
  settledNote: 'As settled in {currency}.',
  settledNoteConverted: 'As settled in {currency}: {conversion}.',
  walletHolds: '{holder} holds {currency} and pays out in {currency}.',
  walletConverted: '{held} A payment in another currency is converted when the customer pays, at the rate recorded on it (shown in its details): {conversion}.',
  noCreditFailed: 'Nothing: the payment failed',
  noCreditCancelled: 'Nothing: the payment was cancelled',
  noConversion: 'None (charged in {currency})',
  rateSource: '{source}, {date}',
}

export type SettlementMessages = typeof settlementEn
export type SettlementKey = keyof SettlementMessages

export const settlementMessages = defineCatalog('settlement', settlementEn, {
  fr: () => import('./settlement.fr').then((module) => module.settlementFr),
  ar: () => import('./settlement.ar').then((module) => module.settlementAr),
})
