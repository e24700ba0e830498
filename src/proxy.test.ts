import { readdirSync } from 'node:fs'
import path from 'node:path'

import { NextRequest } from 'next/server'
import { describe, expect, test } from 'vitest'

import { FILTERED_PAGES_FOLDER } from './platform/http/filtered-pages'
import proxy, { PAGE_ROUTE_FOLDERS } from './proxy'

function request(pathname: string) {
  return new NextRequest(new URL(pathname, 'http://localhost:3000'), {
    headers: { 'sec-fetch-dest': 'document', 'accept-language': 'fr-FR' },
  })
}

describe('proxy: filtered lists are rendered with their query (ADR 0044)', () => {
  test('the route folders it knows are the ones beside the CMS catch-all', () => {
    const dir = path.join(import.meta.dirname, 'app', '(frontend)', '[locale]')
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name)
      .filter((name) => name !== FILTERED_PAGES_FOLDER)
      .sort()
    expect([...PAGE_ROUTE_FOLDERS].sort()).toEqual(folders)
  })

  test.each([
    ['/tournois-poker', 'http://localhost:3000/fr/tournois-poker'],
    [
      '/tournois-poker?buyInMin=50',
      'http://localhost:3000/fr/cms-filtered/tournois-poker?buyInMin=50',
    ],
    ['/en/poker-tournaments', null],
    [
      '/en/poker-tournaments?buyInMax=100&utm_source=x',
      'http://localhost:3000/en/cms-filtered/poker-tournaments?buyInMax=100&utm_source=x',
    ],
    ['/tournois-poker?utm_source=x', 'http://localhost:3000/fr/tournois-poker?utm_source=x'],
    ['/recherche?dates=thisMonth', 'http://localhost:3000/fr/search?dates=thisMonth'],
  ])('%s → %s', async (pathname, rewrite) => {
    const response = await proxy(request(pathname))
    expect(response.status).toBe(200)
    expect(response.headers.get('x-middleware-rewrite')).toBe(rewrite)
  })
})
