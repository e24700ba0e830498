'use client'

import { useState, useSyncExternalStore, type FormEvent } from 'react'

import {
  DATE_RANGE_PRESETS,
  filterTournaments,
  parseTournamentFilters,
  toTournamentSearchParams,
  type Tournament,
  type TournamentFilterErrorCode,
  type TournamentFilterField,
  type TournamentVariant,
} from '@/features/tournaments/domain'
import { formatCentsForQuery } from '@/features/venues/domain'
import { buttonClasses } from '@/ui/primitives/button-link'
import { Select, TextField } from '@/ui/primitives/form'
import { Link } from '@/ui/primitives/link'

/** A tournament as the list shows it: the domain fields the filters need, plus display text. */
export type TournamentListItem = Tournament & {
  href: string
  casinoName: string
  dateLabel: string
  buyInLabel: string
  variantLabel: string
  statusLabel: string | null
}

export type TournamentBrowserStrings = {
  filtersLabel: string
  buyInMin: string
  buyInMax: string
  dates: string
  variant: string
  anyVariant: string
  apply: string
  reset: string
  empty: string
  resultCount: string
  presets: Record<(typeof DATE_RANGE_PRESETS)[number], string>
  errors: Record<TournamentFilterErrorCode, string>
}

type Props = {
  id: string
  items: TournamentListItem[]
  variants: Array<{ value: TournamentVariant; label: string }>
  showFilters: boolean
  strings: TournamentBrowserStrings
  /** When the server rendered the list (ms): hydration filters with the same clock. */
  renderedAt: number
  /**
   * The canonical query of the filters the server applied ('' on cached pages): the list is
   * rendered, and hydrated, with them; then the URL's own query takes over.
   */
  serverQuery?: string
}

// The page's own clock, read once (at the first render in the browser) so useSyncExternalStore
// gets a stable value. Read lazily: a module-level Date.now() would run before any test clock.
let loadedAt: number | undefined
const readLoadedAt = () => (loadedAt ??= Date.now())
const subscribeNever = () => () => {}

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener('atout:query', onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener('atout:query', onChange)
  }
}

/** `{count}` in a plain string; plurals are chosen by the caller's catalogue beforehand. */
function fill(template: string, count: number): string {
  return template.replace('{count}', String(count))
}

/** Reads a form into the query the domain parser takes (blank fields left out). */
function readFilterForm(form: HTMLFormElement): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') query[key] = value.trim()
  }
  return query
}

/**
 * The tournament list with its filters (buy-in min/max, date preset, variant). A filtered URL is
 * rendered on the server with its filters (`serverQuery`); here the list then follows the URL as
 * the visitor filters (history.pushState), so a filtered list is shareable and back/forward walk
 * through the filters. Without JavaScript the form submits to the filtered URL.
 */
export function TournamentBrowser({
  id,
  items,
  variants,
  showFilters,
  strings,
  renderedAt,
  serverQuery = '',
}: Props) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => (serverQuery ? `?${serverQuery}` : ''),
  )
  const nowMs = useSyncExternalStore(subscribeNever, readLoadedAt, () => renderedAt)
  const now = new Date(nowMs)
  const [formErrors, setFormErrors] = useState<Partial<
    Record<TournamentFilterField, TournamentFilterErrorCode>
  > | null>(null)

  const parsed = parseTournamentFilters(Object.fromEntries(new URLSearchParams(search)))
  const filters = parsed.value
  const errors = formErrors ?? (parsed.ok ? {} : parsed.errors)
  const visible = filterTournaments(items, filters, now)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = parseTournamentFilters(readFilterForm(event.currentTarget))
    if (!result.ok) {
      setFormErrors(result.errors)
      const first = Object.keys(result.errors)[0]
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setFormErrors(null)
    const query = toTournamentSearchParams(result.value)
    const url = `${window.location.pathname}${query ? `?${query}` : ''}#${id}`
    window.history.pushState(null, '', url)
    window.dispatchEvent(new Event('atout:query'))
  }

  function onReset() {
    setFormErrors(null)
    window.history.pushState(null, '', `${window.location.pathname}#${id}`)
    window.dispatchEvent(new Event('atout:query'))
  }

  const error = (field: TournamentFilterField) =>
    errors[field] ? strings.errors[errors[field]] : undefined
  const euros = (cents: number | null) => (cents === null ? '' : formatCentsForQuery(cents))

  return (
    <div className="flex flex-col gap-6">
      {showFilters ? (
        <form
          // Re-mount the fields when the URL changes (back button) so they show its filters.
          key={search}
          method="get"
          noValidate
          onSubmit={onSubmit}
          aria-label={strings.filtersLabel}
          className="grid gap-4 rounded-2xl border border-ink-800 bg-ink-900/50 p-4 sm:grid-cols-2 lg:grid-cols-5"
        >
          <TextField
            id={`${id}-buy-in-min`}
            name="buyInMin"
            inputMode="decimal"
            label={strings.buyInMin}
            defaultValue={euros(filters.buyInMinCents)}
            error={error('buyInMin')}
          />
          <TextField
            id={`${id}-buy-in-max`}
            name="buyInMax"
            inputMode="decimal"
            label={strings.buyInMax}
            defaultValue={euros(filters.buyInMaxCents)}
            error={error('buyInMax')}
          />
          <Select
            id={`${id}-dates`}
            name="dates"
            label={strings.dates}
            defaultValue={filters.dates}
            options={DATE_RANGE_PRESETS.map((preset) => ({
              value: preset,
              label: strings.presets[preset],
            }))}
            error={error('dates')}
          />
          <Select
            id={`${id}-variant`}
            name="variant"
            label={strings.variant}
            placeholder={strings.anyVariant}
            defaultValue={filters.variant ?? ''}
            options={variants}
            error={error('variant')}
          />
          <div className="flex items-end gap-2">
            <button type="submit" className={buttonClasses('primary')}>
              {strings.apply}
            </button>
            <button type="button" onClick={onReset} className={buttonClasses('ghost', 'px-3')}>
              {strings.reset}
            </button>
          </div>
        </form>
      ) : null}
      <p role="status" className="text-sm text-ink-200">
        {fill(strings.resultCount, visible.length)}
      </p>
      {visible.length === 0 ? (
        <p className="text-ink-200">{strings.empty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="tournament-list">
          {visible.map((item) => (
            <li
              key={item.id}
              data-buy-in-cents={item.buyInCents}
              className="flex flex-col gap-1 rounded-xl border border-ink-800 bg-ink-900/60 p-4 focus-within:border-gold-400"
            >
              <p className="text-sm text-gold-300">{item.dateLabel}</p>
              <h3 className="text-lg text-ivory-50">
                <Link
                  href={item.href}
                  prefetch={false}
                  className="hover:text-gold-300 focus-visible:underline"
                >
                  {item.name}
                </Link>
              </h3>
              <p className="text-sm text-ink-200">
                {[item.casinoName, item.variantLabel, item.buyInLabel].join(' · ')}
              </p>
              {item.statusLabel ? (
                <p className="text-sm font-semibold text-ruby-400">{item.statusLabel}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
