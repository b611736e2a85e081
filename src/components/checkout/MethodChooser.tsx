import { LocaleProvider } from '@ark-ui/react/locale'
import { RadioGroup } from '@ark-ui/react/radio-group'
import { css, cx } from '../../../styled-system/css'
import { radioCard } from '../../../styled-system/recipes'
import type { PaymentMethod } from '../../domain/paymentMethods'
import { useTranslator } from '../../i18n/TranslatorContext'

export interface MethodChooserProps {
  methods: PaymentMethod[]
  selected: PaymentMethod | null
  disabled: boolean
  labels: Record<PaymentMethod, { title: string; description: string }>
  onSelect: (method: PaymentMethod) => void
}

/**
 * The payment-method chooser (SPEC §2: shown when the link offers more than one): Ark's radio group (a real radio
 * input per method, arrow keys between them, the label and description as its name) drawn as Chakra's radio cards.
 */
export function MethodChooser({ methods, selected, disabled, labels, onSelect }: MethodChooserProps) {
  const { locale, t } = useTranslator()
  const parts = radioCard({ size: 'sm' })
  // Ark writes its own `dir` (left to right unless told): its locale makes the arrow keys and the markup follow the page.
  return (
    <LocaleProvider locale={locale}>
      <RadioGroup.Root value={selected ?? ''} onValueChange={(details) => details.value && onSelect(details.value as PaymentMethod)} disabled={disabled} className={cx(parts.root, css({ colorPalette: 'brand' }))}>
        <RadioGroup.Label className={parts.label}>{t('paymentMethod')}</RadioGroup.Label>
        <div className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '2' })}>
          {methods.map((method) => (
            <RadioGroup.Item key={method} value={method} className={cx(parts.item, css({ flex: '1' }))}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemContext>
                {(item) => (
                  <div
                    data-state={item.checked ? 'checked' : 'unchecked'}
                    data-focus={item.focused ? '' : undefined}
                    data-disabled={item.disabled ? '' : undefined}
                    data-hover={item.hovered ? '' : undefined}
                    data-active={item.active ? '' : undefined}
                    className={cx(parts.itemControl, css({ minH: '11' }))}
                  >
                    <div className={parts.itemContent}>
                      <RadioGroup.ItemText className={parts.itemText}>{labels[method].title}</RadioGroup.ItemText>
                      <div className={parts.itemDescription}>{labels[method].description}</div>
                    </div>
                    <span aria-hidden="true" data-checked={item.checked ? '' : undefined} data-disabled={item.disabled ? '' : undefined} className={parts.itemIndicator}>
                      {item.checked && <span className="dot" />}
                    </span>
                  </div>
                )}
              </RadioGroup.ItemContext>
            </RadioGroup.Item>
          ))}
        </div>
      </RadioGroup.Root>
    </LocaleProvider>
  )
}
