import { LtrCopyableText } from './LtrCopyableText'
import { COPY_MESSAGES } from '../common/clipboard'
import { shortIntegrationId } from '../../domain/integration'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages } from '../../i18n/messages/integrations.en'

/** SPEC §2: the id's first 8 characters then an ellipsis, the whole id on hover and in the copy. */
export function IntegrationIdCell({ id }: { id: string }) {
  const { t } = useMessages(integrationsMessages)
  return <LtrCopyableText text={id} shown={shortIntegrationId(id)} label={t('copyIntegrationId')} messages={COPY_MESSAGES.integrationId} />
}
