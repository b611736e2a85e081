import { Button, Input, Stack } from '@chakra-ui/react'
import { useMemo } from 'react'
import { websiteFormSchemaSaying, type WebsiteFormValue } from '../../domain/integration'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { useServerFieldError } from '../common/useServerFieldError'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages } from '../../i18n/messages/integrations.en'

export interface WebsiteFormProps {
  /** What the field starts with: empty, or the hostname of a rejected integration to correct. */
  initialWebsite: string
  /** The last submit failure's message: shown under the field. */
  error: string | null
  submitting: boolean
  onSubmit: (value: WebsiteFormValue) => void
}

/** The website to integrate: a hostname or a pasted https:// address; the problem in words under the field. */
export function WebsiteForm({ initialWebsite, error, submitting, onSubmit }: WebsiteFormProps) {
  const { t, text } = useMessages(integrationsMessages)
  const schema = useMemo(() => websiteFormSchemaSaying(text), [text])
  const form = useZodForm(schema, { website: initialWebsite })
  useServerFieldError(form, 'website', error && text(error))
  return (
    <form noValidate onSubmit={form.handleSubmit((value) => !submitting && onSubmit(value))}>
      <Stack gap="4" maxW="lg">
        <FormField form={form} name="website" label={t('website')} required helper={t('websiteHelper')}>
          {(control) => <Input {...control} readOnly={submitting} placeholder="shop.example.com" inputMode="url" autoComplete="url" autoCapitalize="none" spellCheck={false} />}
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" minH="11" loading={submitting} loadingText={t('submitting')}>
          {t('submitForReview')}
        </Button>
      </Stack>
    </form>
  )
}
