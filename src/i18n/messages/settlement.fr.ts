/** The settlement sentences in French (src/i18n/glossary.md). */
export const settlementFr = {
  amountsAnd: '{first} et {last}',
  listSeparator: ', ',
  conversionSeparator: ' ; ',
  rate: '{rate}',
  rateRange: '{rate} en moyenne (de {lowest} à {highest})',
  rateDetailed: {
    one: '{range}, {source}, sur {count} paiement',
    many: '{range}, {source}, sur {count} de paiements',
    other: '{range}, {source}, sur {count} paiements',
  },
  converted: '{from} converti au taux de {rate}',
  settledIn: 'Réglé en {currency} : {amount}',
  settledInConverted: 'Réglé en {currency} : {amount} ; {conversion}',
  settledNote: 'Montants tels que réglés en {currency}.',
  settledNoteConverted: 'Montants tels que réglés en {currency} : {conversion}.',
  walletHolds: '{holder} est libellé en {currency} et verse les fonds en {currency}.',
  walletConverted: '{held} Un paiement dans une autre devise est converti au moment où le client paie, au taux enregistré sur ce paiement (indiqué dans son détail) : {conversion}.',
  noCreditFailed: 'Rien : le paiement a échoué',
  noCreditCancelled: 'Rien : le paiement a été annulé',
  noConversion: 'Aucune (débité en {currency})',
  rateSource: '{source}, {date}',
}
