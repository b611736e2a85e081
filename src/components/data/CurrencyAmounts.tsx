import { Box } from '@chakra-ui/react'

/**
 * Amounts in different currencies, one per line and never added together (a list, so each is read on
 * its own); a single amount as plain text.
 */
export function CurrencyAmounts({ amounts }: { amounts: string[] }) {
  if (amounts.length === 1) return <>{amounts[0]}</>
  return (
    <Box as="ul" listStyleType="none" m="0" p="0">
      {amounts.map((amount, index) => (
        <Box as="li" key={index} whiteSpace="nowrap">
          {amount}
        </Box>
      ))}
    </Box>
  )
}
