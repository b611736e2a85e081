// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { importCycles } from '../../scripts/lint/importCycles.mjs'

/** The layering of src/ (docs/layout.md) is eslint's, so `npm test` refuses a wrong-way import. */
const eslint = new ESLint({ cwd: process.cwd() })

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {}\n`, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId?.endsWith('no-restricted-imports') || m.ruleId === 'no-restricted-globals' || m.ruleId === 'paygrid/no-restricted-import-calls').map((m) => m.message)
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
    await allowed('src/login/Example.tsx', "import { startAuthSession } from '../machines/auth/wiring'\nimport { authSessionCalls } from '../api/auth'\nvoid startAuthSession; void authSessionCalls")
    await allowed('src/checkout/Example.tsx', "import { createCheckoutMachine } from '../machines/checkout/wiring'\nimport { fetchPaymentLink } from '../api/checkout'\nvoid createCheckoutMachine; void fetchPaymentLink")
  })

  it('a flow imports no other flow\'s machines or wiring, not even their types; what flows share lives in src/machines/shared/', async () => {
    await refused('src/machines/onboarding/wiring.ts', "import { createCheckoutMachine } from '../checkout/wiring'\nvoid createCheckoutMachine")
    await refused('src/machines/onboarding/wiring.ts', "import type { CheckoutDeps } from '../checkout/wiring'\nexport type A = CheckoutDeps")
    await refused('src/machines/onboarding/kycMachine.ts', "import { authMachine } from '../auth/authMachine'\nvoid authMachine")
    await refused('src/machines/checkout/checkoutMachine.ts', "import type { AuthActor } from '../../machines/auth/authMachine'\nexport type A = AuthActor")
    await refused('src/machines/shared/asyncTaskMachine.ts', "import type { CheckoutContext } from '../checkout/checkoutMachine'\nexport type A = CheckoutContext")
    await allowed('src/machines/onboarding/wiring.ts', "import { asyncTaskMachine } from '../shared/asyncTaskMachine'\nimport type { Notifier } from '../shared/notifier'\nimport { gatingMachine } from './gatingMachine'\nexport type A = Notifier\nvoid asyncTaskMachine; void gatingMachine")
  })

  it('a dynamic import() is held to the same rules as a static one, types allowance aside', async () => {
    await refused('src/components/onboarding/Example.tsx', "export const load = () => import('../../machines/onboarding/kycMachine')")
    await refused('src/components/onboarding/Example.tsx', 'export const load = () => import(`../../api/client`)')
    await refused('src/machines/onboarding/wiring.ts', "export const load = () => import('../checkout/wiring')")
    await refused('src/domain/money.ts', "export const load = () => import('react')")
    await refused('src/checkout/Example.tsx', "export const load = () => import('@chakra-ui/react')")
    await refused('src/routes/_public/example.tsx', "export const load = () => import('../../../sandbox/handlers')")
    await allowed('src/components/paymentLinks/Example.tsx', "export const load = () => import('./PaymentLinkQr')")
    await allowed('src/routes/_public/example.tsx', "export const load = () => import('../../kyc/provider')")
  })

  it('every room of src/ has its rule', async () => {
    await refused('src/kyc/example.ts', "import { api } from '../api/client'\nvoid api")
    await refused('src/kyc/example.ts', "import { kycMachine } from '../machines/onboarding/kycMachine'\nvoid kycMachine")
    await refused('src/kyc/example.ts', "import { useState } from 'react'\nvoid useState")
    await allowed('src/kyc/example.ts', "import type { components } from '../api/schema'\nimport { toKycStatus } from './kycStatus'\nexport type A = components\nvoid toKycStatus")
    await refused('src/theme/example.ts', "import { formatMoney } from '../domain/money'\nvoid formatMoney")
    await refused('src/theme/example.ts', "import { Card } from '../components/common/Card'\nvoid Card")
    await allowed('src/theme/example.ts', "import { createSystem } from '@chakra-ui/react'\nimport { themeConfig } from './themeConfig'\nvoid createSystem; void themeConfig")
    for (const file of ['src/config.ts', 'src/productName.ts', 'src/zodWithoutEval.ts']) {
      await refused(file, "import { formatMoney } from './domain/money'\nvoid formatMoney")
      await refused(file, "import { system } from './theme/system'\nvoid system")
      await refused(file, "import { useState } from 'react'\nvoid useState")
    }
    await allowed('src/config.ts', "import { productNameOf } from './productName'\nvoid productNameOf")
    await refused('src/pageShells/example.ts', "import { system } from '../theme/system'\nvoid system")
    await refused('src/pageShells/example.ts', "import { api } from '../api/client'\nvoid api")
    await refused('src/pageShells/example.ts', "import { createRoot } from 'react-dom/client'\nvoid createRoot")
    await allowed('src/pageShells/example.ts', "import type { AnyRouter } from '@tanstack/react-router'\nimport { PAGE_SHELL_ID } from './removePageShell'\nexport type A = AnyRouter\nvoid PAGE_SHELL_ID")
    await refused('src/content/example.ts', "import { kycMachine } from '../machines/onboarding/kycMachine'\nvoid kycMachine")
    await refused('src/content/example.ts', "import { Card } from '../components/common/Card'\nvoid Card")
    await allowed('src/content/example.ts', "import type { LegalPage } from '../domain/legalPages'\nexport type A = LegalPage")
    for (const file of ['src/app.tsx', 'src/routes/_public/example.tsx']) {
      await refused(file, "import { PaymentLinkPage } from '../checkout/PaymentLinkPage'\nvoid PaymentLinkPage")
      await allowed(file, "import { createCheckoutMachine } from '../machines/checkout/wiring'\nimport { CheckoutField } from '../components/checkout/CheckoutField'\nvoid createCheckoutMachine; void CheckoutField")
    }
  })

  it('names the room of every file of src/, and of no file outside the rooms', async () => {
    const roomOf = async (file: string) => ((await eslint.calculateConfigForFile(file)) as { settings?: { room?: string } } | undefined)?.settings?.room
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : []))
    })('src')
    const linted = (await Promise.all(files.map(async (file) => ((await eslint.isPathIgnored(file)) ? [] : [file])))).flat()
    expect(linted.length).toBeGreaterThan(300)
    const roomless = (await Promise.all(linted.map(async (file) => ((await roomOf(file)) ? [] : [relative('.', file)])))).flat()
    expect(roomless, 'files of src/ in no room of eslint.config.js: give their room a block (inRoom) with its rule').toEqual([])
    expect(await roomOf('src/newRoom/example.ts')).toBeUndefined()
    expect(await roomOf('src/example.ts')).toBeUndefined()
    expect(await roomOf('src/machines/example.ts')).toBeUndefined()
    expect(await roomOf('src/kyc/example.ts')).toBe('kyc')
  })

  it('refuses import circles, through type imports and dynamic import() too; finds none in src/ and sandbox/', () => {
    const plant = (files: Record<string, string>) => {
      const root = mkdtempSync(join(tmpdir(), 'cycles-'))
      for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text)
      try {
        return importCycles(root, ['.'])
      } finally {
        rmSync(root, { recursive: true, force: true })
      }
    }
    expect(plant({ 'a.ts': "import { b } from './b'\nexport const a = b", 'b.ts': "import type { A } from './a'\nexport const b = 1 as A" })).toEqual([['a.ts', 'b.ts']])
    expect(plant({ 'a.ts': "export const load = () => import('./b')", 'b.ts': "import { load } from './a'\nvoid load", 'c.ts': "import './a'" })).toEqual([['a.ts', 'b.ts']])
    expect(plant({ 'a.ts': "export * from './c'", 'b.ts': "export { a } from './a'", 'c.ts': "export { b } from './b'" })).toEqual([['a.ts', 'b.ts', 'c.ts']])
    expect(plant({ 'a.ts': "import { b } from './b'\nexport const a = b", 'b.ts': "import { c } from './c'\nexport const b = c", 'c.ts': 'export const c = 1' })).toEqual([])
    expect(importCycles(process.cwd())).toEqual([])
  })
})
