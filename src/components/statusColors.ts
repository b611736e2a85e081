/** SPEC §4 display colours: completed green, pending yellow, failed and cancelled red, any other gray. */
export function statusColorPalette(status: string | null | undefined): 'green' | 'yellow' | 'red' | 'gray' {
  switch (String(status ?? '').toUpperCase()) {
    case 'COMPLETED':
      return 'green'
    case 'PENDING':
      return 'yellow'
    case 'FAILED':
    case 'CANCELED':
    case 'CANCELLED':
      return 'red'
    default:
      return 'gray'
  }
}
