import type { Translation } from '../catalog'
import type { CommonMessages } from './common.en'

/** The shared words in Arabic (src/i18n/glossary.md). */
export const commonAr: Translation<CommonMessages> = {
  language: 'اللغة',
}
