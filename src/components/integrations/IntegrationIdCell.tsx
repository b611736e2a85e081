import { CopyableText } from '../common/CopyableText'
import { COPY_MESSAGES } from '../common/clipboard'
import { shortIntegrationId } from '../../domain/integration'

/** SPEC §2: the id's first 8 characters then an ellipsis, the whole id on hover and in the copy. */
export function IntegrationIdCell({ id }: { id: string }) {
  return <CopyableText text={id} shown={shortIntegrationId(id)} label="Copy integration ID" messages={COPY_MESSAGES.integrationId} />
}
