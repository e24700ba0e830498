import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { formatCentsForQuery } from '@/features/venues/domain'
import type { Locale } from '@/platform/i18n/locales'
import { buttonClasses } from '@/ui/primitives/button-link'
import { Container } from '@/ui/primitives/container'
import { Select } from '@/ui/primitives/form/select'
import { TextField } from '@/ui/primitives/form/text-field'
import { Link } from '@/ui/primitives/link'
import { Skeleton } from '@/ui/primitives/skeleton'

import {
  type SearchField,
  type SearchFilters,
  type SearchOptions,
  type SearchOutcome,
} from '../domain'
import type { MapMarker } from './map-types'
import { NearMeButton } from './near-me-button'
import { SearchMap } from './search-map'
import { CalendarView, HitCard, hrefWith, ViewTabs } from './search-results'

type Props = {
  locale: Locale
  /** The page's own path in this locale (/recherche, /en/search). */
  path: string
  filters: SearchFilters
  errors: Partial<Record<SearchField, string>>
  options: SearchOptions
  /** The search, already running: its results stream in after the form. */
  results: Promise<SearchOutcome>
  map: { tileUrl: string; attribution: string }
  now: Date
}

const FORM_ID = 'search-form'

/**
 * The search page: a GET form (filters in the URL), sent at once; then the view switch and the
 * results, server-rendered, streamed in behind a skeleton when the search is done.
 */
export async function SearchPageView({
  locale,
  path,
  filters,
  errors,
  options,
  results,
  map,
  now,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const fieldError = (field: SearchField) =>
    errors[field] ? t(`errors.${errors[field]}`) : undefined
  const euros = (cents: number | null) => (cents === null ? '' : formatCentsForQuery(cents))
  const hasErrors = Object.keys(errors).length > 0
  return (
    <Container className="flex flex-col gap-8 py-10 lg:py-14">
      <h1 className="text-4xl text-ivory-50 sm:text-5xl">{t('title')}</h1>
      <form
        id={FORM_ID}
        method="get"
        action={path}
        role="search"
        aria-label={t('formLabel')}
        className="grid gap-4 rounded-2xl border border-ink-800 bg-ink-900/50 p-4 sm:grid-cols-2 lg:grid-cols-4 lg:p-6"
      >
        <TextField
          id="search-q"
          name="q"
          type="search"
          label={t('fields.q')}
          defaultValue={filters.q}
          maxLength={200}
          error={fieldError('q')}
          className="sm:col-span-2"
        />
        <Select
          id="search-type"
          name="type"
          label={t('fields.type')}
          placeholder={t('any')}
          defaultValue={filters.type ?? ''}
          options={(['casinos', 'shows', 'hotels'] as const).map((value) => ({
            value,
            label: t(`types.${value}`),
          }))}
          error={fieldError('type')}
        />
        <Select
          id="search-city"
          name="city"
          label={t('fields.city')}
          placeholder={t('any')}
          defaultValue={filters.city ?? ''}
          options={options.cities}
          error={fieldError('city')}
        />
        <Select
          id="search-category"
          name="category"
          label={t('fields.category')}
          placeholder={t('any')}
          defaultValue={filters.category ?? ''}
          options={options.categories}
          error={fieldError('category')}
        />
        <TextField
          id="search-from"
          name="from"
          type="date"
          label={t('fields.from')}
          defaultValue={filters.from ?? ''}
          error={fieldError('from') ?? fieldError('date')}
        />
        <TextField
          id="search-to"
          name="to"
          type="date"
          label={t('fields.to')}
          defaultValue={filters.to ?? ''}
          error={fieldError('to')}
        />
        <div className="grid grid-cols-2 gap-2">
          <TextField
            id="search-price-min"
            name="priceMin"
            inputMode="decimal"
            label={t('fields.priceMin')}
            defaultValue={euros(filters.priceMinCents)}
            error={fieldError('priceMin')}
          />
          <TextField
            id="search-price-max"
            name="priceMax"
            inputMode="decimal"
            label={t('fields.priceMax')}
            defaultValue={euros(filters.priceMaxCents)}
            error={fieldError('priceMax')}
          />
        </div>
        {/* Filled by 'around me'; disabled (not sent) while empty so URLs stay clean. */}
        <input
          type="hidden"
          name="lat"
          defaultValue={filters.near?.lat ?? ''}
          disabled={!filters.near}
        />
        <input
          type="hidden"
          name="lng"
          defaultValue={filters.near?.lng ?? ''}
          disabled={!filters.near}
        />
        {filters.view !== 'list' ? <input type="hidden" name="view" value={filters.view} /> : null}
        <div className="flex flex-wrap items-start gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClasses('primary')}>
            {t('submit')}
          </button>
          <NearMeButton
            formId={FORM_ID}
            strings={{
              label: t('nearMe.label'),
              locating: t('nearMe.locating'),
              denied: t('nearMe.denied'),
              unsupported: t('nearMe.unsupported'),
            }}
          />
          <Link href={path} prefetch={false} className={buttonClasses('ghost')}>
            {t('reset')}
          </Link>
        </div>
        {filters.near ? (
          <p className="text-sm text-ink-200 sm:col-span-2 lg:col-span-4">
            {t('nearMe.active')}{' '}
            <Link
              href={hrefWith(path, filters, { near: null })}
              prefetch={false}
              className="text-gold-300 underline"
            >
              {t('nearMe.clear')}
            </Link>
          </p>
        ) : null}
      </form>

      {hasErrors ? (
        <p role="alert" className="rounded-lg border border-ruby-400 p-3 text-sm text-ivory-100">
          {t('errorsIgnored')}
        </p>
      ) : null}

      <Suspense fallback={<Skeleton label={t('loadingResults')} />}>
        <SearchResultsSection
          locale={locale}
          path={path}
          filters={filters}
          results={results}
          map={map}
          now={now}
        />
      </Suspense>
    </Container>
  )
}

/** The view switch and what the search found, once it has. */
async function SearchResultsSection({
  locale,
  path,
  filters,
  results,
  map,
  now,
}: Omit<Props, 'errors' | 'options'>) {
  const [t, outcome] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    results,
  ])
  const markers: MapMarker[] = outcome.hits.flatMap((hit) =>
    hit.geo
      ? [
          {
            id: `${hit.kind}-${hit.id}`,
            kind: hit.kind,
            title: hit.title,
            subtitle: [hit.venue, hit.city].filter(Boolean).join(' · ') || null,
            href: hit.href,
            lat: hit.geo.lat,
            lng: hit.geo.lng,
          },
        ]
      : [],
  )
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-2xl text-ivory-50" id="results-title">
          {t('resultCount', { count: outcome.total })}
        </h2>
        <ViewTabs
          path={path}
          filters={filters}
          label={t('views.label')}
          labels={{ list: t('views.list'), calendar: t('views.calendar'), map: t('views.map') }}
        />
      </div>

      {filters.view === 'calendar' ? (
        <CalendarView
          entries={outcome.calendar}
          filters={filters}
          path={path}
          locale={locale}
          now={now}
          t={t}
        />
      ) : null}

      {filters.view === 'map' ? (
        <SearchMap
          markers={markers}
          tileUrl={map.tileUrl}
          attribution={map.attribution}
          strings={{
            label: t('map.label'),
            loading: t('map.loading'),
            tilesFailed: t('map.tilesFailed'),
          }}
        />
      ) : null}

      {filters.view !== 'calendar' ? (
        <section aria-labelledby="results-title">
          {outcome.hits.length === 0 ? (
            <p className="text-ink-200">{t('noResults')}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="search-results">
              {outcome.hits.map((hit) => (
                <HitCard key={`${hit.kind}-${hit.id}`} hit={hit} locale={locale} t={t} />
              ))}
            </ul>
          )}
          {outcome.pageCount > 1 ? (
            <nav
              aria-label={t('pagination.label')}
              className="mt-6 flex items-center justify-between gap-2"
            >
              {outcome.page > 1 ? (
                <Link
                  href={hrefWith(path, filters, { page: outcome.page - 1 })}
                  prefetch={false}
                  className={buttonClasses('secondary')}
                >
                  {t('pagination.previous')}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-ink-200">
                {t('pagination.status', { page: outcome.page, count: outcome.pageCount })}
              </span>
              {outcome.page < outcome.pageCount ? (
                <Link
                  href={hrefWith(path, filters, { page: outcome.page + 1 })}
                  prefetch={false}
                  className={buttonClasses('secondary')}
                >
                  {t('pagination.next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      ) : null}
    </>
  )
}
