/**
 * Issue 35 §3, in French: the link form's hint said "De 10,00 à 900,00" but "12,50" was refused ("Veuillez saisir un
 * nombre valide"), and with EUR chosen the minimum read "Le montant minimum est de 10 $". Amount fields take the
 * reader's decimal separator (and the dot), and every limit is said in the chosen currency.
 */
import { describe, expect, it } from 'vitest'
import { newPage, setUpBrowser } from './support/browser'
import { logIn } from './support/logIn'

const e2e = setUpBrowser()

describe('amounts as a French reader types them', () => {
  it('the link form takes "12,50", says its limits in the chosen currency, and creates the link for 12.50 €', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'merchant@paygrid.test')
    await page.goto('/payment-links?lang=fr')
    await page.getByRole('heading', { level: 1, name: 'Liens de paiement' }).waitFor()
    await page.getByRole('button', { name: 'Créer un lien de paiement' }).click()
    const dialog = page.getByRole('dialog', { name: 'Créer un lien de paiement' })
    const amount = dialog.getByLabel('Montant')
    expect(await amount.getAttribute('inputmode')).toBe('decimal')
    expect(await amount.getAttribute('type')).not.toBe('number')
    await dialog.getByText('De 10,00\u00a0$US à 900,00\u00a0$US', { exact: true }).waitFor()

    await dialog.getByLabel('Devise').selectOption('EUR')
    await dialog.getByText('De 10,00\u00a0€ à 900,00\u00a0€', { exact: true }).waitFor()
    for (const [typed, message] of [
      ['12,505', 'Le montant ne peut pas avoir plus de 2\u00a0décimales'],
      ['9,99', 'Le montant minimum est de 10\u00a0€'],
      ['900,01', 'Le montant maximum est de 900\u00a0€'],
    ] as const) {
      await amount.fill(typed)
      await amount.blur()
      await dialog.getByText(message, { exact: true }).waitFor()
    }
    // A limit already said is said again when the currency changes.
    await dialog.getByLabel('Devise').selectOption('USD')
    await dialog.getByText('Le montant maximum est de 900\u00a0$US', { exact: true }).waitFor()
    await dialog.getByLabel('Devise').selectOption('EUR')

    await amount.fill('12,50')
    await amount.blur()
    await dialog.getByLabel('Nom').fill('Cours de piano')
    expect(await dialog.getByText('Veuillez saisir un nombre valide').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Créer un lien de paiement' }).click()
    await dialog.waitFor({ state: 'detached' })
    // The link is for 12.50 EUR, as the list shows it to a French reader.
    const row = page.getByRole('table', { name: 'Liens de paiement' }).getByRole('row').filter({ has: page.getByRole('cell', { name: 'Cours de piano', exact: true }) })
    await row.getByRole('cell', { name: '12,50\u00a0€', exact: true }).waitFor()
    await context.close()
  })

  it('the list filters take "12,5" and the dot alike', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'merchant@paygrid.test')
    await page.goto('/payment-links?lang=fr')
    await page.getByRole('heading', { level: 1, name: 'Liens de paiement' }).waitFor()
    await page.getByRole('button', { name: /^Filtres/ }).first().click()
    await page.getByLabel('Montant min.').fill('12,5')
    await page.getByLabel('Montant max.').fill('500.25')
    await page.getByRole('button', { name: 'Appliquer les filtres' }).click()
    await page.waitForURL((url) => url.searchParams.get('min') === '12.5' && url.searchParams.get('max') === '500.25')
    await context.close()
  })
})
