import { Button, Input, Stack } from '@chakra-ui/react'
import { websiteFormSchema, type WebsiteFormValue } from '../../domain/integration'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { useServerFieldError } from '../common/useServerFieldError'

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
  const form = useZodForm(websiteFormSchema, { website: initialWebsite })
  useServerFieldError(form, 'website', error)
  return (
    <form noValidate onSubmit={form.handleSubmit((value) => !submitting && onSubmit(value))}>
      <Stack gap="4" maxW="lg">
        <FormField form={form} name="website" label="Website" required helper="Your shop's hostname, e.g. shop.example.com (a pasted https:// address works too).">
          {(control) => <Input {...control} readOnly={submitting} placeholder="shop.example.com" inputMode="url" autoComplete="url" autoCapitalize="none" spellCheck={false} />}
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" minH="11" loading={submitting} loadingText="Submitting...">
          Submit for review
        </Button>
      </Stack>
    </form>
  )
}
