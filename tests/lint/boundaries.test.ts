// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** The layering of src/ (README "Layout") is eslint's, so `npm test` refuses a wrong-way import. */
const eslint = new ESLint({ cwd: process.cwd() })

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {}\n`, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId?.endsWith('no-restricted-imports') || m.ruleId === 'no-restricted-globals').map((m) => m.message)
}

const refused = async (filePath: string, code: string) => expect(await problems(filePath, code)).not.toEqual([])
const allowed = async (filePath: string, code: string) => expect(await problems(filePath, code)).toEqual([])

describe('import boundaries', () => {
  it('src/api knows no machine, component or route, not even their types', async () => {
    await refused('src/api/paymentLinks.ts', "import { checkoutMachine } from '../machines/checkout/checkoutMachine'\nvoid checkoutMachine")
    await refused('src/api/paymentLinks.ts', "import type { CheckoutContext } from '../machines/checkout/checkoutMachine'\nexport type X = CheckoutContext")
    await refused('src/api/paymentLinks.ts', "import { BillingForm } from '../components/checkout/BillingForm'\nvoid BillingForm")
    await refused('src/api/paymentLinks.ts', "import { Route } from '../routes/_public/login'\nvoid Route")
    await allowed('src/api/paymentLinks.ts', "import { api } from './client'\nimport { safeExternalUrl } from '../domain/safeUrl'\nvoid api; void safeExternalUrl")
  })

  it('components take props: no api or machine values, no routes; their types are fine', async () => {
    const file = 'src/components/checkout/Example.tsx'
    await refused(file, "import { api } from '../../api/client'\nvoid api")
    await refused(file, "import { checkoutMachine } from '../../machines/checkout/checkoutMachine'\nvoid checkoutMachine")
    await refused(file, "import { Route } from '../../routes/_public/login'\nvoid Route")
    await allowed(file, "import type { components } from '../../api/schema'\nimport type { checkoutMachine } from '../../machines/checkout/checkoutMachine'\nimport { formatMoney } from '../../domain/money'\nexport type A = components | typeof checkoutMachine\nvoid formatMoney")
  })

  it('a machine file takes contract types only; its wiring module provides the calls', async () => {
    await refused('src/machines/checkout/checkoutMachine.ts', "import { fetchPaymentLink } from '../../api/checkout'\nvoid fetchPaymentLink")
    await refused('src/machines/checkout/checkoutMachine.ts', "import { useState } from 'react'\nvoid useState")
    await refused('src/machines/checkout/checkoutMachine.ts', "void fetch('/x')")
    await allowed('src/machines/checkout/checkoutMachine.ts', "import type { components } from '../../api/schema'\nexport type A = components")
    await allowed('src/machines/checkout/wiring.ts', "import { fetchPaymentLink } from '../../api/checkout'\nvoid fetchPaymentLink")
    await refused('src/machines/checkout/wiring.ts', "import { BillingForm } from '../../components/checkout/BillingForm'\nvoid BillingForm")
  })

  it('domain rules are pure', async () => {
    await refused('src/domain/money.ts', "import { api } from '../api/client'\nvoid api")
    await refused('src/domain/money.ts', "import { checkoutMachine } from '../machines/checkout/checkoutMachine'\nvoid checkoutMachine")
    await refused('src/domain/money.ts', "import { useState } from 'react'\nvoid useState")
    await allowed('src/domain/money.ts', "import type { components } from '../api/schema'\nexport type A = components")
  })

  it('routes may use every room, but no file of the app imports the sandbox', async () => {
    await allowed('src/routes/_public/example.tsx', "import { api } from '../../api/client'\nimport { checkoutMachine } from '../../machines/checkout/checkoutMachine'\nvoid api; void checkoutMachine")
    await refused('src/routes/_public/example.tsx', "import { createStore } from '../../../sandbox/store'\nvoid createStore")
    await refused('src/machines/checkout/wiring.ts', "import { http } from 'msw'\nvoid http")
  })

  it('the checkout and the login (their pages and components) load nothing the dashboards need: no router, no query cache, no Chakra or Emotion runtime', async () => {
    for (const file of ['src/checkout/Example.tsx', 'src/components/checkout/Example.tsx', 'src/login/Example.tsx', 'src/components/login/Example.tsx']) {
      await refused(file, "import { Button } from '@chakra-ui/react'\nvoid Button")
      await refused(file, "import { css } from '@emotion/react'\nvoid css")
      await refused(file, "import { useQuery } from '@tanstack/react-query'\nvoid useQuery")
      await refused(file, "import { Link } from '@tanstack/react-router'\nvoid Link")
      await allowed(file, "import { RadioGroup } from '@ark-ui/react/radio-group'\nimport { css } from '../../styled-system/css'\nvoid RadioGroup; void css")
    }
    await refused('src/checkout/Example.tsx', "import { system } from '../theme/system'\nvoid system")
    await refused('src/checkout/Example.tsx', "import { Route } from '../routes/_public/login'\nvoid Route")
    await refused('src/login/Example.tsx', "import { Route } from '../routes/_public/login'\nvoid Route")
    await allowed('src/login/Example.tsx', "import { startAuthSession } from '../machines/auth/wiring'\nimport { authCalls } from '../api/auth'\nvoid startAuthSession; void authCalls")
    await allowed('src/checkout/Example.tsx', "import { createCheckoutMachine } from '../machines/checkout/wiring'\nimport { fetchPaymentLink } from '../api/checkout'\nvoid createCheckoutMachine; void fetchPaymentLink")
  })
})
