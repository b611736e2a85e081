/** The shared words in French (src/i18n/glossary.md). */
export const commonFr = {
  language: 'Langue',
}
