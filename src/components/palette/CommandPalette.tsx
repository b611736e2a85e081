import { Box, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { DialogFrame } from '../common/DialogFrame'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

export interface PaletteOption {
  id: string
  label: string
  /**
   * A second line: the e-mail, amount or id that tells two options of the same name apart; given as its parts, each
   * isolated left to right (an amount or an id keeps its order in Arabic), joined by " · ".
   */
  detail?: string | readonly string[]
}

export interface PaletteGroup {
  title: string
  options: PaletteOption[]
}

export interface CommandPaletteProps {
  query: string
  onQueryChange: (query: string) => void
  /** What the input finds, for its label ("screens, payment links and transactions"). */
  finds: string
  groups: PaletteGroup[]
  /** A search is waiting for the typing to pause or for its answer. */
  searching: boolean
  /** The failed searches' messages: the other groups still show. */
  failures: string[]
  onChoose: (option: PaletteOption) => void
  onClose: () => void
}

/** "Go to or find" (issue 21 §5): a combobox whose active option moves with the arrow keys and opens with Enter; Escape closes. */
export function CommandPalette({ query, onQueryChange, finds, groups, searching, failures, onChoose, onClose }: CommandPaletteProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const { t, text } = useMessages(commonMessages)
  const options = groups.flatMap((group) => group.options)
  const [activeId, setActiveId] = useState<string | null>(null)
  const active = options.find((option) => option.id === activeId) ?? options[0]
  const domId = (option: PaletteOption) => `${id}-option-${options.indexOf(option)}`
  const activeDomId = active ? domId(active) : undefined

  useEffect(() => {
    if (activeDomId) document.getElementById(activeDomId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeDomId])

  const move = (step: number) => {
    if (!options.length || !active) return
    const next = (options.indexOf(active) + step + options.length) % options.length
    setActiveId(options[next]!.id)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter' && active) {
      event.preventDefault()
      onChoose(active)
    }
  }

  const status = searching ? t('paletteSearching') : options.length === 0 ? t('paletteNoResults', { query: query.trim() }) : t('paletteResults', { count: options.length })
  return (
    <DialogFrame title={t('paletteTitle')} onClose={onClose} initialFocusEl={() => inputRef.current}>
      <Stack gap="3">
        <Input
          ref={inputRef}
          role="combobox"
          aria-label={t('paletteSearch', { finds })}
          placeholder={t('palettePlaceholder', { finds })}
          aria-expanded={options.length > 0}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={activeDomId}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Stack direction="row" gap="2" align="center" minH="5" color="fg.muted" fontSize="sm" role="status">
          {searching && <Spinner size="xs" />}
          <Text>{status}</Text>
        </Stack>
        {failures.map((message) => (
          <Text key={message} color="fg.error" fontSize="sm" role="alert">
            {text(message)}
          </Text>
        ))}
        <Box id={`${id}-listbox`} role="listbox" aria-label={t('paletteResultsList')} maxH="60dvh" overflowY="auto">
          {groups
            .filter((group) => group.options.length > 0)
            .map((group, index) => (
              <Box key={group.title} role="group" aria-labelledby={`${id}-group-${index}`} pb="2">
                <Text id={`${id}-group-${index}`} fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide" px="3" py="1">
                  {group.title}
                </Text>
                {group.options.map((option) => {
                  const selected = option === active
                  return (
                    <Box
                      key={option.id}
                      id={domId(option)}
                      role="option"
                      aria-selected={selected}
                      px="3"
                      py="2"
                      borderRadius="l2"
                      cursor="pointer"
                      bg={selected ? 'brand.subtle' : undefined}
                      color={selected ? 'brand.fg' : undefined}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActiveId(option.id)}
                      onClick={() => onChoose(option)}
                    >
                      <Text fontWeight="medium" truncate>
                        {/* A record's label is user text (a customer's or a link's name): in its own direction. */}
                        <bdi>{option.label}</bdi>
                      </Text>
                      {option.detail && (
                        <Text fontSize="sm" color={selected ? 'brand.fg' : 'fg.muted'} truncate>
                          {typeof option.detail === 'string' ? option.detail : option.detail.map((part, index) => (
                            <Fragment key={index}>
                              {index > 0 && ' · '}
                              <bdi dir="ltr">{part}</bdi>
                            </Fragment>
                          ))}
                        </Text>
                      )}
                    </Box>
                  )
                })}
              </Box>
            ))}
        </Box>
      </Stack>
    </DialogFrame>
  )
}
