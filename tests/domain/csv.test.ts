import { describe, expect, it } from 'vitest'
import { csvField, csvFileName, toCsv } from '../../src/domain/csv'

describe('CSV writer (RFC 4180 with a formula-injection guard)', () => {
  it('quotes fields holding a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\r')).toBe('"cr\r"')
  })

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvField('+1')).toBe("'+1")
    expect(csvField('-1+2')).toBe("'-1+2")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\t=1')).toBe("'\t=1")
  })

  it('writes numbers as numbers (a negative amount stays a number) and empties for nothing', () => {
    expect(csvField(-12.5)).toBe('-12.5')
    expect(csvField(Number.NaN)).toBe('')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField(true)).toBe('true')
  })

  it('joins a header and rows with CRLF, ending with one', () => {
    const csv = toCsv([{ header: 'Name', value: (r: { n: string; a: number }) => r.n }, { header: 'Amount', value: (r) => r.a }], [{ n: 'Tea, hot', a: 3 }, { n: '=cmd', a: -1 }])
    expect(csv).toBe('Name,Amount\r\n"Tea, hot",3\r\n\'=cmd,-1\r\n')
  })

  it('names files by subject and local date', () => {
    expect(csvFileName('Payment Links', new Date(2026, 0, 5))).toBe('payment-links-2026-01-05.csv')
  })
})
