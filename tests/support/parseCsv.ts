/** RFC 4180 lines (CRLF) split into fields; enough for the CSVs under test (no CRLF inside quotes). */
export function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const fields: string[] = []
      let field = ''
      let quoted = false
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!
        if (quoted && c === '"' && line[i + 1] === '"') {
          field += '"'
          i++
        } else if (c === '"') {
          quoted = !quoted
        } else if (c === ',' && !quoted) {
          fields.push(field)
          field = ''
        } else {
          field += c
        }
      }
      fields.push(field)
      return fields
    })
}
