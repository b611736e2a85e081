/**
 * The countries a person may live in: ISO 3166-1 alpha-2 codes (what the registration sends, SPEC §3's
 * `country_alpha_2`), named in the reader's language by the browser's own `Intl.DisplayNames`, so the product keeps no
 * table of names to translate.
 */
export const COUNTRY_CODES = [
  ...['AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ'],
  ...['BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ'],
  ...['CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ'],
  ...['DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR'],
  ...['GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY'],
  ...['HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP'],
  ...['KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY'],
  ...['MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ'],
  ...['NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY'],
  ...['QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ'],
  ...['TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ'],
  ...['VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW'],
] as const

export type CountryCode = (typeof COUNTRY_CODES)[number]

const CODES: ReadonlySet<string> = new Set(COUNTRY_CODES)

export const isCountryCode = (value: string): value is CountryCode => CODES.has(value)

export interface CountryOption {
  value: CountryCode
  label: string
}

/** Every country named in `intl` (a `Translator.intl` tag), in that language's alphabetical order. */
export function countryOptions(intl: string): CountryOption[] {
  const names = new Intl.DisplayNames([intl], { type: 'region', fallback: 'code' })
  const collator = new Intl.Collator(intl)
  return COUNTRY_CODES.map((value) => ({ value, label: names.of(value) ?? value })).sort((a, b) => collator.compare(a.label, b.label))
}

// Typed as one types: no case, no accents ("eg" finds "Égypte", "cote" "Côte d’Ivoire").
const folded = (text: string) => text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase()

/** The countries whose name holds the typed text, or whose code it is ("fr", "GB"); all of them for no text. */
export function searchCountries(options: readonly CountryOption[], query: string): CountryOption[] {
  const typed = folded(query.trim())
  if (typed === '') return [...options]
  return options.filter((option) => folded(option.label).includes(typed) || option.value.toLowerCase() === typed)
}
