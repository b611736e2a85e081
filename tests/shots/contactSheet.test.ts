// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contactSheet, roleName, screenName, shotFileName, SHOT_VARIANTS, type Shot } from '../../scripts/shots/contactSheet'

function shotsOf(role: string, path: string, extra: Partial<Shot> = {}): Shot[] {
  return SHOT_VARIANTS.map(({ width, mode }) => {
    const shot = { role, screen: screenName(path), path, width, mode }
    return { ...shot, file: shotFileName(shot), ...extra }
  })
}

/** The page's rows and cells, read back from its HTML with a DOM parser-free split (the page has one table). */
const bodyRows = (html: string) => html.split('<tbody>')[1]!.split('</tbody>')[0]!.trim().split('\n')
const cells = (row: string) => row.split('<td').slice(1)

describe('the review pictures: names', () => {
  it('names a picture <role>--<screen>--<width>--<mode>.png, the role from the account and the screen from its path', () => {
    expect(roleName('merchant@paygrid.test')).toBe('merchant')
    expect(roleName(null)).toBe('public')
    expect(screenName('/')).toBe('landing')
    expect(screenName('/payment-links')).toBe('payment-links')
    expect(screenName('/payment-link?id=demo-both')).toBe('payment-link-id-demo-both')
    expect(shotFileName({ role: 'admin', screen: 'wallets-admin', width: 390, mode: 'dark' })).toBe('admin--wallets-admin--390--dark.png')
  })

  it('takes four pictures of a screen: 390×844 and 1280×800, each light and dark', () => {
    expect(SHOT_VARIANTS).toEqual([
      { width: 390, height: 844, mode: 'light' },
      { width: 390, height: 844, mode: 'dark' },
      { width: 1280, height: 800, mode: 'light' },
      { width: 1280, height: 800, mode: 'dark' },
    ])
  })
})

describe('the review pictures: the contact sheet', () => {
  const shots = [...shotsOf('merchant', '/dashboard'), ...shotsOf('merchant', '/wallet'), ...shotsOf('admin', '/dashboard')]
  const html = contactSheet({ shots, takenAt: '2026-11-25 23:00:00 UTC', commit: 'abc1234 (One dashboard)' })

  it('is a readable page with a heading, the time and the commit', () => {
    expect(html).toMatch(/^<!doctype html>/)
    expect(html).toContain('<h1>Paygrid screens</h1>')
    expect(html).toContain('Taken 2026-11-25 23:00:00 UTC from commit <code>abc1234 (One dashboard)</code> · 12 pictures of 3 screens')
  })

  it('has one row per screen of each role, in the order taken, and a column per size and colour mode', () => {
    expect(html).toContain('<th scope="col">390 px · light</th><th scope="col">390 px · dark</th><th scope="col">1280 px · light</th><th scope="col">1280 px · dark</th>')
    const rows = bodyRows(html)
    expect(rows).toHaveLength(3)
    expect(rows.map((row) => row.match(/<code>(.*?)<\/code>/)![1])).toEqual(['/dashboard', '/wallet', '/dashboard'])
    expect(rows.map((row) => row.match(/class="role">(.*?)</)![1])).toEqual(['merchant', 'merchant', 'admin'])
    for (const row of rows) expect(cells(row)).toHaveLength(4)
  })

  it('puts each picture in its column as a thumbnail linking to the full picture', () => {
    const [first] = bodyRows(html)
    expect(cells(first!).map((cell) => cell.match(/<a href="(.*?)"><img src="(.*?)"/)!.slice(1))).toEqual([
      ['merchant--dashboard--390--light.png', 'merchant--dashboard--390--light.png'],
      ['merchant--dashboard--390--dark.png', 'merchant--dashboard--390--dark.png'],
      ['merchant--dashboard--1280--light.png', 'merchant--dashboard--1280--light.png'],
      ['merchant--dashboard--1280--dark.png', 'merchant--dashboard--1280--dark.png'],
    ])
    expect(first).toContain('alt="merchant /dashboard at 1280 px, dark"')
  })

  it('escapes names, paths, links and the commit: nothing in them becomes markup', () => {
    const hostile = shotsOf('<b>x</b>', '/payment-link?id="><script>alert(1)</script>&a=1')
    const page = contactSheet({ shots: hostile, takenAt: 'now', commit: '<i>c</i>' })
    expect(page).not.toContain('<script>')
    expect(page).not.toContain('<b>x</b>')
    expect(page).not.toContain('<i>c</i>')
    expect(page).toContain('<code>/payment-link?id=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;a=1</code>')
    expect(page).toContain('<span class="role">&lt;b&gt;x&lt;/b&gt;</span>')
    expect(page).toContain(`<a href="${encodeURIComponent(hostile[0]!.file)}">`)
  })

  it('marks a missing picture and notes a screen that failed to settle or scrolls sideways', () => {
    const [phone, ...rest] = shotsOf('staff', '/funds-transfer')
    const page = contactSheet({ shots: [{ ...phone!, error: 'Timeout 15000ms exceeded', sidewaysScroll: 56 }, ...rest.slice(1)], takenAt: 'now', commit: 'c' })
    const cellsOfRow = cells(bodyRows(page)[0]!)
    expect(cellsOfRow).toHaveLength(4)
    expect(cellsOfRow[0]).toContain('<p class="problem">Timeout 15000ms exceeded</p><p class="problem">scrolls sideways by 56 px</p>')
    expect(cellsOfRow[1]).toContain('no picture')
    expect(page).toContain('1 with a problem noted in red')
  })
})
