import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types'
import { afterEach, describe, expect, test } from 'vitest'

import PageCacheHandler, { isWorthCaching, MAX_DATA_ENTRY_BYTES } from './page-cache-handler.mjs'

// Next's cache values, as the incremental cache hands them to a handler (its kinds are const
// enums: plain strings at run time).
const page = (status: number | undefined) =>
  ({
    kind: 'APP_PAGE',
    html: 'x'.repeat(100_000),
    rscData: Buffer.from('rsc'),
    status,
    postponed: undefined,
    headers: {},
    segmentData: undefined,
  }) as unknown as IncrementalCacheValue
const route = (status: number) =>
  ({
    kind: 'APP_ROUTE',
    body: Buffer.from('{}'),
    status,
    headers: {},
  }) as unknown as IncrementalCacheValue
const data = (body: string | undefined) =>
  ({
    kind: 'FETCH',
    data: { headers: {}, body, status: 200, url: '' },
    revalidate: 31_536_000,
    tags: ['pages'],
  }) as unknown as IncrementalCacheValue

type ReadContext = Parameters<PageCacheHandler['get']>[1]

describe('isWorthCaching', () => {
  test.each([
    ['a page that answered 200', page(200), true],
    ['a page without a status (200)', page(undefined), true],
    ['a 404 page (an unknown path)', page(404), false],
    ['a redirect (308)', page(308), false],
    ['a redirect (307)', page(307), false],
    ['an error page (500)', page(500), false],
    ['a route handler answering 200', route(200), true],
    ['a route handler answering 404', route(404), false],
    ['a lookup that found something', data('{"id":8,"title":"Nos casinos"}'), true],
    ['a lookup that found an empty list', data('[]'), true],
    ['a lookup that found nothing (null)', data('null'), false],
    ['a lookup that returned undefined', data(undefined), false],
    ['a lookup larger than 2 MB', data(`"${'x'.repeat(MAX_DATA_ENTRY_BYTES)}"`), false],
    ['no value (a removal)', null, true],
  ])('%s → %s', (_name, value, expected) => {
    expect(isWorthCaching(value)).toBe(expected)
  })
})

describe('PageCacheHandler: Next’s file-system cache, minus what does not exist', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  const files = (root: string): string[] =>
    existsSync(root)
      ? readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      : []

  test('a 200 page is written to disk and read back; a 404 or a redirect is not written', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'atout-page-cache-'))
    const serverDistDir = path.join(dir, 'server')
    const handler = new PageCacheHandler({
      fs: nodeFs,
      serverDistDir,
      flushToDisk: true,
      revalidatedTags: [],
      _requestHeaders: {},
    })
    const key = (pathname: string) => `/route-cache/APP_PAGE/owner/$${pathname}`
    const context = { cacheControl: { revalidate: 600, expire: 31_536_000 } }

    await handler.set(key('/fr/nos-casinos'), page(200), context)
    await handler.set(key('/fr/unknown-1'), page(404), context)
    await handler.set(key('/fr/website-casinos/x'), page(308), context)

    expect(files(serverDistDir).sort()).toEqual([
      'route-cache/APP_PAGE/owner/$/fr/nos-casinos.html',
      'route-cache/APP_PAGE/owner/$/fr/nos-casinos.meta',
      'route-cache/APP_PAGE/owner/$/fr/nos-casinos.rsc',
    ])
    const read = { kind: 'APP_PAGE', isFallback: false } as unknown as ReadContext
    expect(await handler.get(key('/fr/nos-casinos'), read)).toMatchObject({
      value: { kind: 'APP_PAGE', status: 200 },
    })
    expect(await handler.get(key('/fr/unknown-1'), read)).toBeNull()
  })

  test('an empty lookup is kept neither on disk nor in memory', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'atout-page-cache-'))
    const serverDistDir = path.join(dir, 'server')
    const handler = new PageCacheHandler({
      fs: nodeFs,
      serverDistDir,
      flushToDisk: true,
      maxMemoryCacheSize: 1_000_000,
      revalidatedTags: [],
      _requestHeaders: {},
    })
    const context = { fetchCache: true as const, tags: ['pages'] }
    await handler.set('found', data('{"id":1}'), context)
    await handler.set('nothing', data('null'), context)
    expect(files(path.join(dir, 'cache', 'fetch-cache'))).toEqual(['found'])
    const read = { kind: 'FETCH', tags: ['pages'], softTags: [] } as unknown as ReadContext
    expect(await handler.get('nothing', read)).toBeNull()
    expect(await handler.get('found', read)).toMatchObject({
      value: { kind: 'FETCH', data: { body: '{"id":1}' } },
    })
  })
})
