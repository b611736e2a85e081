import { Card, Code, Heading, HStack, List, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { CopyButton } from '../common/CopyButton'

const COPY_API_BASE = { ok: 'API base URL copied to clipboard!', fail: 'Failed to copy API base URL' }
const COPY_RETURN_URL = { ok: 'Return URL copied to clipboard!', fail: 'Failed to copy return URL' }

function Value({ text, copyLabel, messages }: { text: string; copyLabel: string; messages: { ok: string; fail: string } }) {
  return (
    <HStack as="span" gap="1" display="inline-flex" maxW="full">
      <Code wordBreak="break-all">{text}</Code>
      <CopyButton text={text} label={copyLabel} messages={messages} />
    </HStack>
  )
}

function Step({ children }: { children: ReactNode }) {
  return <List.Item>{children}</List.Item>
}

/** How to take payments on the integrated site (WooCommerce): where the API base and the key go, and where the customer comes back. */
export function PaymentInstructions({ apiBase, returnUrl }: { apiBase: string; returnUrl: string }) {
  return (
    <Card.Root as="section" aria-labelledby="payment-instructions">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="lg" id="payment-instructions">
            Take payments on your website
          </Heading>
          <Text color="fg.muted">With WooCommerce, in the settings of the payment gateway plugin (WooCommerce → Settings → Payments):</Text>
          <List.Root as="ol" gap="3" ps="5">
            <Step>
              API base URL: <Value text={apiBase} copyLabel="Copy API base URL" messages={COPY_API_BASE} />
            </Step>
            <Step>API key: paste the key above into the plugin's API key field. Your server sends it with each payment request.</Step>
            <Step>
              Return URL: <Value text={returnUrl} copyLabel="Copy return URL" messages={COPY_RETURN_URL} /> After paying by card or USDC, your customer comes back there and sees
              the outcome of the payment.
            </Step>
          </List.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
