import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'

import { getTranslator } from '@/platform/i18n/translator'

import { parseSearchParams, type SearchOutcome } from '../domain'
import { SearchPageView } from './search-page-view'

// The page's translations come from next-intl's request scope; here, from the same catalogues.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'fr' | 'en'; namespace: 'search' }) =>
    getTranslator(locale, namespace),
}))

/** Reads a stream's chunks as they come, so a test sees what was sent before what. */
async function chunksOf(stream: ReadableStream<Uint8Array>, until: Promise<unknown>) {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let before = ''
  // The shell may come in more than one chunk: read until the skeleton has been sent.
  while (!before.includes('aria-busy')) {
    const next = await reader.read()
    if (next.done) break
    before += decoder.decode(next.value)
  }
  await until
  let after = ''
  for (;;) {
    const next = await reader.read()
    if (next.done) break
    after += decoder.decode(next.value)
  }
  return { before, after }
}

const outcome: SearchOutcome = {
  hits: [
    {
      kind: 'casino',
      id: '1',
      title: 'Casino de la Croisette',
      href: '/casinos/cannes',
      city: 'Cannes',
      venue: null,
      category: null,
      summary: null,
      geo: null,
      distanceKm: null,
      priceFromCents: null,
      nextDate: null,
      stars: null,
    },
  ],
  total: 1,
  page: 1,
  pageCount: 1,
  calendar: [],
}

describe('the search page streams its results behind a skeleton (issue 25)', () => {
  test.each([
    ['fr', '/recherche', 'Chargement des résultats…', '1 résultat'],
    ['en', '/en/search', 'Loading the results…', '1 result'],
  ] as const)(
    '%s: the form first, then what the search found',
    async (locale, path, label, count) => {
      let release!: (outcome: SearchOutcome) => void
      const results = new Promise<SearchOutcome>((resolve) => (release = resolve))
      const stream = await renderToReadableStream(
        await SearchPageView({
          locale,
          path,
          filters: parseSearchParams({ q: 'croisette' }).value,
          errors: {},
          options: { cities: [{ value: 'Cannes', label: 'Cannes' }], categories: [] },
          results,
          map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '©' },
          now: new Date('2026-11-27T12:00:00Z'),
        }),
      )
      setTimeout(() => release(outcome), 20)
      const { before, after } = await chunksOf(stream, results)
      expect(before).toContain('role="search"')
      expect(before).toContain('value="croisette"')
      expect(before).toContain(`<p role="status" class="sr-only">${label}</p>`)
      expect(before).not.toContain('Casino de la Croisette')
      expect(after).toContain('Casino de la Croisette')
      expect(after).toContain(count)
    },
  )
})
