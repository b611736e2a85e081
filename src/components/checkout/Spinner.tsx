import { cx } from '../../../styled-system/css'
import { spinner } from '../../../styled-system/recipes'

// Each size's classes written out: the build inlines them (scripts/pandaInline.ts).
const SIZES = { inherit: spinner({ size: 'inherit' }), sm: spinner({ size: 'sm' }), xl: spinner({ size: 'xl' }) }

/** The spinner recipe's element: its colour and width come with `className`. */
export function Spinner({ size, className }: { size: keyof typeof SIZES; className?: string }) {
  return <span className={cx(SIZES[size], className)} />
}
