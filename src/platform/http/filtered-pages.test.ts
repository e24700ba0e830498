import { describe, expect, test } from 'vitest'

import { toFilteredPageUrl } from './filtered-pages'

const folders = new Set(['search', 'venue-poker-tournament', 'account'])
const locales = ['fr', 'en']
const url = (path: string) => new URL(path, 'http://localhost:3000')

describe('toFilteredPageUrl: a CMS page with list filters goes to its per-request twin', () => {
  test.each<[string, string, { status: number; rewrite: string | null }, string | null]>([
    [
      'French page (rewritten to /fr by the locale routing)',
      '/tournois-poker?buyInMin=50',
      { status: 200, rewrite: 'http://localhost:3000/fr/tournois-poker?buyInMin=50' },
      '/fr/cms-filtered/tournois-poker?buyInMin=50',
    ],
    [
      'English page (served as it is)',
      '/en/poker-tournaments?variant=omaha&dates=thisMonth',
      { status: 200, rewrite: null },
      '/en/cms-filtered/poker-tournaments?variant=omaha&dates=thisMonth',
    ],
    [
      'a nested page',
      '/cannes/poker?buyInMax=100',
      { status: 200, rewrite: 'http://localhost:3000/fr/cannes/poker?buyInMax=100' },
      '/fr/cms-filtered/cannes/poker?buyInMax=100',
    ],
    [
      'the home page',
      '/en?dates=next3days',
      { status: 200, rewrite: null },
      '/en/cms-filtered?dates=next3days',
    ],
    [
      'a redirect of the locale routing stays one',
      '/fr/tournois-poker?buyInMin=50',
      { status: 307, rewrite: null },
      null,
    ],
    [
      'a route of its own (the search page)',
      '/recherche?dates=thisMonth',
      { status: 200, rewrite: 'http://localhost:3000/fr/search?dates=thisMonth' },
      null,
    ],
    [
      'a tournament page',
      '/cannes/tournois-poker/12?variant=omaha',
      { status: 200, rewrite: 'http://localhost:3000/fr/venue-poker-tournament/cannes/12' },
      null,
    ],
  ])('%s', (_, path, routed, expected) => {
    const target = toFilteredPageUrl(url(path), routed, locales, folders)
    expect(target ? `${target.pathname}${target.search}` : null).toBe(expected)
  })
})
