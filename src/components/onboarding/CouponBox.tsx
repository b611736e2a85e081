import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { FormField } from '../common/FormField'
import type { components } from '../../api/schema'
import { isBlankCoupon } from '../../domain/couponCode'

type PromoCode = components['schemas']['PromoCode']

export interface CouponBoxProps {
  code: string
  error: string | null
  applied: PromoCode | null
  pending: boolean
  onChange: (value: string) => void
  onApply: () => void
  onRemove: () => void
}

/** The coupon box (SPEC §5): upper-case input, Apply disabled while blank or pending, Enter applies. */
export function CouponBox({ code, error, applied, pending, onChange, onApply, onRemove }: CouponBoxProps) {
  if (applied) {
    return (
      <HStack gap="3" justify="center" wrap="wrap" role="status">
        <Text>
          Promo code <Badge colorPalette="green" variant="subtle">{applied.code}</Badge> applied: {applied.discount_percentage}% off
        </Text>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          Remove
        </Button>
      </HStack>
    )
  }
  return (
    <Stack maxW="sm" width="full" mx="auto">
      <FormField label="Coupon code" error={error ?? undefined}>
        <HStack width="full">
          <Input
            value={code}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              if (!pending) onApply()
            }}
            placeholder="Enter a coupon code"
            textTransform="uppercase"
            autoComplete="off"
            disabled={pending}
          />
          <Button colorPalette="brand" variant="outline" loading={pending} loadingText="Applying..." disabled={pending || isBlankCoupon(code)} onClick={onApply}>
            Apply
          </Button>
        </HStack>
      </FormField>
    </Stack>
  )
}
