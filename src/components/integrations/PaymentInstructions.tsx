import { Card, Heading, List, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { CopyableText } from '../common/CopyableText'
import { COPY_MESSAGES } from '../common/clipboard'

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
              API base URL: <CopyableText text={apiBase} label="Copy API base URL" messages={COPY_MESSAGES.apiBase} />
            </Step>
            <Step>API key: paste the key above into the plugin's API key field. Your server sends it with each payment request.</Step>
            <Step>
              Return URL: <CopyableText text={returnUrl} label="Copy return URL" messages={COPY_MESSAGES.returnUrl} /> After paying by card or USDC, your customer comes back there and sees
              the outcome of the payment.
            </Step>
          </List.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
