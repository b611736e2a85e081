import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Input, Stack, Text } from '@chakra-ui/react'
import { payerSchema, type Payer } from './payer'

export function PayerForm({ onSubmit }: { onSubmit: (payer: Payer) => void }) {
  const { register, handleSubmit, formState } = useForm<Payer>({ resolver: zodResolver(payerSchema) })
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="3">
        <Input aria-label="Email" placeholder="Email" {...register('email')} />
        {formState.errors.email && <Text color="red.600">{formState.errors.email.message}</Text>}
        <Input aria-label="Name" placeholder="Name" {...register('name')} />
        {formState.errors.name && <Text color="red.600">{formState.errors.name.message}</Text>}
        <Button type="submit">Pay</Button>
      </Stack>
    </form>
  )
}
