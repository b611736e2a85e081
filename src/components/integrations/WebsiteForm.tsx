import { Button, Input, Stack } from '@chakra-ui/react'
import { FormField } from '../common/FormField'

export interface WebsiteFormProps {
  /** The field exactly as typed. */
  website: string
  error: string | null
  submitting: boolean
  onChange: (value: string) => void
  onBlur: () => void
  onSubmit: () => void
}

/** The website to integrate: a hostname or a pasted https:// address; the problem in words under the field. */
export function WebsiteForm({ website, error, submitting, onChange, onBlur, onSubmit }: WebsiteFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Stack gap="4" maxW="lg">
        <FormField label="Website" required error={error ?? undefined} helper="Your shop's hostname, e.g. shop.example.com (a pasted https:// address works too).">
          <Input
            name="website"
            value={website}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            readOnly={submitting}
            placeholder="shop.example.com"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
          />
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" minH="11" loading={submitting} loadingText="Submitting...">
          Submit for review
        </Button>
      </Stack>
    </form>
  )
}
