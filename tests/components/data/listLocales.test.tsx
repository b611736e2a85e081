import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ListRange } from '../../../src/components/data/ListRange'
import { ListToolbar } from '../../../src/components/data/ListToolbar'
import { Pager } from '../../../src/components/data/Pager'
import { RelativeTime } from '../../../src/components/data/RelativeTime'
import { renderInDashboard } from '../../support/render'
import { forgetLocale, renderInLocale } from '../../support/renderInLocale'

afterEach(forgetLocale)

const toolbar = (onRemove = vi.fn(), onClearAll = vi.fn()) => (
  <ListToolbar filters={{ active: [{ key: 'status', label: 'Statut', value: 'Payé', onRemove }], onClearAll, panel: <p>panel</p> }} />
)

describe('the list toolbar in French and Arabic (issue 23)', () => {
  it('French: Filters, the chip with a no-break space before its colon, its remove button and Clear all', async () => {
    const onRemove = vi.fn()
    const onClearAll = vi.fn()
    await renderInLocale(toolbar(onRemove, onClearAll), 'fr')
    expect(await screen.findByRole('button', { name: /^Filtres\s*\(actifs\)$/ })).toBeInTheDocument()
    const chips = screen.getByRole('group', { name: 'Filtres actifs' })
    // textContent as written (the matchers would fold the no-break space into a plain one).
    expect(chips.textContent).toContain('Statut\u00a0: Payé')
    await userEvent.click(within(chips).getByRole('button', { name: 'Retirer le filtre Statut\u00a0: Payé' }))
    expect(onRemove).toHaveBeenCalledOnce()
    await userEvent.click(within(chips).getByRole('button', { name: 'Tout effacer' }))
    expect(onClearAll).toHaveBeenCalledOnce()
  })

  it('Arabic: the same toolbar in Arabic words', async () => {
    await renderInLocale(toolbar(), 'ar')
    expect(await screen.findByRole('button', { name: /^عوامل التصفية\s*\(مفعّلة\)$/ })).toBeInTheDocument()
    const chips = screen.getByRole('group', { name: 'عوامل التصفية المفعّلة' })
    expect(within(chips).getByRole('button', { name: 'إزالة عامل التصفية Statut: Payé' })).toBeInTheDocument()
    expect(within(chips).getByRole('button', { name: 'مسح الكل' })).toBeInTheDocument()
  })
})

describe('the pager in French and Arabic', () => {
  it('French: "Page X sur Y" and the four buttons by name', async () => {
    const onPage = vi.fn()
    await renderInLocale(<Pager page={2} totalPages={3} onPage={onPage} />, 'fr')
    const nav = await screen.findByRole('navigation', { name: 'Navigation entre les pages' })
    expect(nav).toHaveTextContent('Page 2 sur 3')
    for (const [name, page] of [['Première page', 1], ['Page précédente', 1], ['Page suivante', 3], ['Dernière page', 3]] as const) {
      await userEvent.click(within(nav).getByRole('button', { name }))
      expect(onPage).toHaveBeenLastCalledWith(page)
    }
  })

  it('Arabic: "الصفحة X من Y", first page first in the reading order (the row itself runs right to left)', async () => {
    await renderInLocale(<Pager page={1} totalPages={12} onPage={vi.fn()} />, 'ar')
    const nav = await screen.findByRole('navigation', { name: 'التنقل بين الصفحات' })
    expect(nav).toHaveTextContent('الصفحة 1 من 12')
    expect(within(nav).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['الصفحة الأولى', 'الصفحة السابقة', 'الصفحة التالية', 'الصفحة الأخيرة'])
    expect(document.documentElement.dir).toBe('rtl')
  })
})

describe('the list counter: the noun agrees with the count (Intl.PluralRules)', () => {
  const range = (total: number, shown = Math.min(total, 20), noun: 'transactions' | 'subscriptions' = 'transactions') => <ListRange page={1} pageSize={20} shown={shown} total={total} noun={noun} />

  it('English stays as the SPEC words it', () => {
    renderInDashboard(range(60))
    expect(screen.getByText('Showing 1–20 of 60 transactions')).toBeInTheDocument()
  })

  it('a list wholly on screen is counted, in the singular for one (issue 35 §12: not "Showing 1–1 of 1 transactions")', () => {
    const { rerender } = renderInDashboard(range(1))
    expect(screen.getByText('1 transaction')).toBeInTheDocument()
    rerender(range(7))
    expect(screen.getByText('7 transactions')).toBeInTheDocument()
    rerender(range(1, 1, 'subscriptions'))
    expect(screen.getByText('1 subscription')).toBeInTheDocument()
    // The last page of a longer list is still a range.
    rerender(<ListRange page={3} pageSize={20} shown={1} total={41} noun="transactions" />)
    expect(screen.getByText('Showing 41–41 of 41 transactions')).toBeInTheDocument()
  })

  it('French: one, other, and the reader\'s grouping of thousands', async () => {
    const { rerender } = await renderInLocale(range(1), 'fr')
    expect(await screen.findByText('1 transaction')).toBeInTheDocument()
    rerender(range(60))
    expect(screen.getByText('Affichage de 1 à 20 sur 60 transactions')).toBeInTheDocument()
    rerender(range(1500, 20, 'subscriptions'))
    expect(screen.getByText(/^Affichage de 1 à 20 sur 1.500 abonnements$/).textContent).toBe('Affichage de 1 à 20 sur 1\u202f500 abonnements')
  })

  it('Arabic: two, few (3 to 10), many (11 to 99) and other (100 and more) each have their form', async () => {
    const { rerender } = await renderInLocale(range(2), 'ar')
    expect(await screen.findByText('2 معاملتان')).toBeInTheDocument()
    rerender(range(7))
    expect(screen.getByText('7 معاملات')).toBeInTheDocument()
    rerender(range(12, 12))
    expect(screen.getByText('12 معاملةً')).toBeInTheDocument()
    rerender(range(40, 20))
    expect(screen.getByText('عرض 1–20 من 40 معاملةً')).toBeInTheDocument()
    rerender(range(60))
    expect(screen.getByText('عرض 1–20 من 60 معاملةً')).toBeInTheDocument()
    rerender(range(100))
    expect(screen.getByText('عرض 1–20 من 100 معاملة')).toBeInTheDocument()
    rerender(range(2, 2, 'subscriptions'))
    expect(screen.getByText('2 اشتراكان')).toBeInTheDocument()
  })
})

describe('RelativeTime in French and Arabic (Intl.RelativeTimeFormat, the date in the locale)', () => {
  const now = Date.parse('2026-11-26T12:00:00Z')

  it('French: "il y a 3 jours", the full date and time written the French way', async () => {
    const value = '2026-11-23T12:00:00Z'
    await renderInLocale(<RelativeTime value={value} now={now} />, 'fr')
    const time = await screen.findByText('il y a 3 jours')
    expect(time).toHaveAttribute('title', new Date(value).toLocaleString('fr-FR'))
    expect(time.getAttribute('title')).toMatch(/^23\/11\/2026/)
  })

  it('Arabic: the dual ("قبل ساعتين"), "الآن" under a second, the date in Arabic with Latin digits', async () => {
    const value = '2026-11-26T10:00:00Z'
    const { rerender } = await renderInLocale(<RelativeTime value={value} now={now} />, 'ar')
    const time = await screen.findByText('قبل ساعتين')
    expect(time).toHaveAttribute('title', new Date(value).toLocaleString('ar-u-nu-latn'))
    expect(time.getAttribute('title')).toMatch(/2026/)
    rerender(<RelativeTime value="2026-11-26T12:00:00Z" now={now} />)
    expect(screen.getByText('الآن')).toBeInTheDocument()
    rerender(<RelativeTime value="2026-11-16T12:00:00Z" now={now} />)
    expect(screen.getByText('قبل أسبوع واحد')).toBeInTheDocument()
  })
})
