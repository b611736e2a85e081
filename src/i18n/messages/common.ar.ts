/** The shared words in Arabic (src/i18n/glossary.md). */
export const commonAr = {
  language: 'اللغة',
}
