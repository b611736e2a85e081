import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useWatch } from 'react-hook-form'
import type { components } from '../../api/schema'
import { couponFormSchemaSaying, isBlankCoupon, normaliseCoupon, type CouponFormValue } from '../../domain/couponCode'
import { interpolateParts } from '../../i18n/format'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { useServerFieldError } from '../common/useServerFieldError'
import { useOnboardingWords } from './onboardingWords'

type PromoCode = components['schemas']['PromoCode']

export interface CouponBoxProps {
  /** The code saved or last sent: what the box starts from. */
  code: string
  /** The server's answer or a failed call, under the box. */
  error: string | null
  applied: PromoCode | null
  pending: boolean
  onApply: (value: CouponFormValue) => void
  onRemove: () => void
}

/** The coupon box (SPEC §5): upper-case input, Apply disabled while blank or pending, Enter applies. */
export function CouponBox({ applied, onRemove, ...form }: CouponBoxProps) {
  const { t, raw } = useOnboardingWords()
  if (applied) {
    const badge = (
      <Badge key="code" colorPalette="green" variant="subtle" dir="ltr">
        {applied.code}
      </Badge>
    )
    return (
      <HStack gap="3" justify="center" wrap="wrap" role="status">
        <Text>{interpolateParts(raw('promoApplied'), { code: badge, percent: applied.discount_percentage })}</Text>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {t('remove')}
        </Button>
      </HStack>
    )
  }
  return <CouponForm {...form} />
}

function CouponForm({ code, error, pending, onApply }: Omit<CouponBoxProps, 'applied' | 'onRemove'>) {
  const { t, text } = useOnboardingWords()
  const form = useZodForm(couponFormSchemaSaying(t('couponRequired')), { code }, { follow: true })
  const { control } = form
  const typed = useWatch({ control, name: 'code' })
  // The server's answer as sent; the product's own words (a failed call, the blank code's rule) in the reader's language.
  useServerFieldError(form, 'code', error && text(error), false)
  const apply = form.handleSubmit((value) => !pending && onApply(value))
  // Apply is no submit button: disabled while blank it would stop Enter, which answers a blank code with its message.
  return (
    <form noValidate onSubmit={apply}>
      <Stack maxW="sm" width="full" mx="auto">
        <FormField form={form} name="code" label={t('couponLabel')}>
          {(control) => (
            <HStack width="full">
              <Input
                {...control}
                // SPEC §5: the box holds upper case as it is typed (the caret stays where it was).
                onChange={(event) => {
                  const { selectionStart, selectionEnd } = event.target
                  event.target.value = normaliseCoupon(event.target.value)
                  event.target.setSelectionRange(selectionStart, selectionEnd)
                  return control.onChange(event)
                }}
                placeholder={t('couponPlaceholder')}
                textTransform="uppercase"
                autoComplete="off"
                readOnly={pending}
              />
              <Button colorPalette="brand" variant="outline" loading={pending} loadingText={t('applying')} disabled={pending || isBlankCoupon(typed)} onClick={() => void apply()}>
                {t('apply')}
              </Button>
            </HStack>
          )}
        </FormField>
      </Stack>
    </form>
  )
}
