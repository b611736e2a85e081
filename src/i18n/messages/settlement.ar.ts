/**
 * The settlement sentences in Arabic (src/i18n/glossary.md). Amounts, rates and dates sit in left-to-right isolates
 * (U+2066 … U+2069, the plain-text `<bdi dir="ltr">`): "1 EUR = 1.0850 USD" must not turn round in a right-to-left line.
 */
export const settlementAr = {
  amountsAnd: '\u2066{first}\u2069 و\u2066{last}\u2069',
  listSeparator: '، ',
  conversionSeparator: '؛ ',
  rate: '\u2066{rate}\u2069',
  rateRange: '\u2066{rate}\u2069 في المتوسط (من \u2066{lowest}\u2069 إلى \u2066{highest}\u2069)',
  rateDetailed: {
    zero: '{range}، {source}، على {count} عملية دفع',
    one: '{range}، {source}، على عملية دفع واحدة ({count})',
    two: '{range}، {source}، على عمليتَي دفع ({count})',
    few: '{range}، {source}، على {count} عمليات دفع',
    many: '{range}، {source}، على {count} عملية دفع',
    other: '{range}، {source}، على {count} عملية دفع',
  },
  converted: 'حُوِّل {from} بسعر صرف {rate}',
  settledIn: 'التسوية بعملة {currency}: \u2066{amount}\u2069',
  settledInConverted: 'التسوية بعملة {currency}: \u2066{amount}\u2069؛ {conversion}',
  settledNote: 'المبالغ كما سُوّيت بعملة {currency}.',
  settledNoteConverted: 'المبالغ كما سُوّيت بعملة {currency}: {conversion}.',
  walletHolds: '{holder} بعملة {currency} وتُصرف منها الأموال بعملة {currency}.',
  walletConverted: '{held} تُحوَّل عملية الدفع بعملة أخرى لحظة الدفع، بسعر الصرف المسجَّل عليها (المبيَّن في تفاصيلها): {conversion}.',
  noCreditFailed: 'لا شيء: فشلت عملية الدفع',
  noCreditCancelled: 'لا شيء: أُلغيت عملية الدفع',
  noConversion: 'لا يوجد (تم الدفع بعملة {currency})',
  rateSource: '{source}، \u2066{date}\u2069',
}
