import type { Translation } from '../catalog'
import type { CommonMessages } from './common.en'

/** The shared words in French (src/i18n/glossary.md). */
export const commonFr: Translation<CommonMessages> = {
  language: 'Langue',
}
