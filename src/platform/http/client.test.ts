import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import {
  buildUrl,
  canRefreshFor,
  computeBackoffMs,
  createApiClient,
  parseRetryAfterMs,
  type HttpMethod,
} from './client'

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

/** A fetch that answers from a script, per path, and records every call. */
function createFakeFetch(script: Record<string, Reply[]>) {
  const calls: { url: string; method: string; body: string | null; headers: Headers }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? init.body : null,
      headers: new Headers(init?.headers),
    })
    const path = url.split('?')[0]!
    const queue = script[path] ?? []
    const reply = queue.length > 1 ? queue.shift()! : queue[0]
    if (!reply) throw new Error(`unexpected call to ${url}`)
    if (reply === 'network') throw new TypeError('Failed to fetch')
    return json(
      reply.status,
      reply.body ?? { code: `e${reply.status}`, message: 'm' },
      reply.headers,
    )
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

/** Runs a request to its end, letting the fake clock through every backoff. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false
  const tracked = promise.finally(() => {
    done = true
  })
  while (!done) await vi.advanceTimersByTimeAsync(10_000)
  return tracked
}

const client = (script: Record<string, Reply[]>) => {
  const fake = createFakeFetch(script)
  return { ...fake, ...createApiClient({ fetch: fake.fetch, random: () => 0.5 }) }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('retries', () => {
  const retryable = [408, 409, 425, 429, 500, 502, 503, 504]
  const idempotent: HttpMethod[] = ['GET', 'HEAD', 'PUT', 'DELETE']

  test.each(idempotent.flatMap((method) => retryable.map((status) => ({ method, status }))))(
    '$method answered $status is retried 3 times, then the last answer is returned',
    async ({ method, status }) => {
      const { apiRequest, calls } = client({ '/api/epc/x': [{ status }] })
      const result = await settle(apiRequest('/api/epc/x', { method }))
      expect(calls).toHaveLength(4)
      expect(result.status).toBe(status)
      expect(result.data).toBeNull()
      if (method !== 'HEAD') expect(result.error?.code).toBe(`e${status}`)
    },
  )

  test.each(retryable)('POST answered %i is never retried', async (status) => {
    const { apiRequest, calls } = client({ '/api/epc/x': [{ status }] })
    const result = await settle(apiRequest('/api/epc/x', { method: 'POST', body: {} }))
    expect(calls).toHaveLength(1)
    expect(result.status).toBe(status)
  })

  test.each([400, 403, 404, 410, 422, 423, 501])(
    'GET answered %i (not transient) is not retried',
    async (status) => {
      const { apiRequest, calls } = client({ '/api/epc/x': [{ status }] })
      const result = await settle(apiRequest('/api/epc/x'))
      expect(calls).toHaveLength(1)
      expect(result.error).toEqual({ code: `e${status}`, message: 'm' })
    },
  )

  test('a retried GET that recovers returns the data', async () => {
    const { apiRequest, calls } = client({
      '/api/epc/x': [{ status: 503 }, { status: 502 }, { status: 200, body: { ok: 1 } }],
    })
    const result = await settle(apiRequest<{ ok: number }>('/api/epc/x'))
    expect(calls).toHaveLength(3)
    expect(result).toEqual({ data: { ok: 1 }, status: 200, error: null })
  })

  test('backoff doubles: 300 ms, 600 ms, 1.2 s (no jitter at the middle)', async () => {
    const { apiRequest, calls } = client({ '/api/epc/x': [{ status: 503 }] })
    const pending = apiRequest('/api/epc/x')
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(299)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(599)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1_199)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(4)
    expect((await pending).status).toBe(503)
  })

  test.each([
    { random: 0, retry: 0, expected: 240 },
    { random: 0.999_999, retry: 0, expected: 360 },
    { random: 0.5, retry: 2, expected: 1_200 },
  ])('jitter keeps the delay within ±20 % ($expected ms)', ({ random, retry, expected }) => {
    expect(computeBackoffMs(retry, () => random, 300)).toBe(expected)
  })

  test('Retry-After in seconds replaces a shorter backoff', async () => {
    const { apiRequest, calls } = client({
      '/api/epc/x': [
        { status: 429, headers: { 'retry-after': '2' } },
        { status: 200, body: {} },
      ],
    })
    const pending = apiRequest('/api/epc/x')
    await vi.advanceTimersByTimeAsync(1_999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    expect((await pending).status).toBe(200)
  })

  test('a Retry-After longer than the cap (a lockout) ends the retries at once', async () => {
    const { apiRequest, calls } = client({
      '/api/epc/x': [
        {
          status: 429,
          headers: { 'retry-after': '240' },
          body: { code: 'blocked', message: 'Bloqué' },
        },
      ],
    })
    const result = await settle(apiRequest('/api/epc/x', { method: 'PUT', body: {} }))
    expect(calls).toHaveLength(1)
    expect(result.error).toEqual({ code: 'blocked', message: 'Bloqué' })
  })

  test('Retry-After as an HTTP date', () => {
    const now = Date.parse('2025-01-01T10:00:00Z')
    expect(parseRetryAfterMs('Wed, 01 Jan 2025 10:00:03 GMT', now)).toBe(3_000)
    expect(parseRetryAfterMs('Wed, 01 Jan 2025 09:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfterMs('soon', now)).toBeNull()
    expect(parseRetryAfterMs(null, now)).toBeNull()
    expect(parseRetryAfterMs('7', now)).toBe(7_000)
  })

  test('an aborted request stops waiting and makes no further call', async () => {
    const { apiRequest, calls } = client({ '/api/epc/x': [{ status: 503 }] })
    const controller = new AbortController()
    const pending = apiRequest('/api/epc/x', { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    const result = await settle(pending)
    expect(calls).toHaveLength(1)
    expect(result.error?.code).toBe('aborted')
  })
})

describe('errors are returned, never thrown', () => {
  test('a network failure on POST: status 0, code network, one attempt', async () => {
    const { apiRequest, calls } = client({ '/api/epc/auth/login': ['network'] })
    const result = await settle(apiRequest('/api/epc/auth/login', { method: 'POST', body: {} }))
    expect(calls).toHaveLength(1)
    expect(result).toEqual({ data: null, status: 0, error: { code: 'network', message: '' } })
  })

  test('a network failure on GET is retried like a 503, then reported', async () => {
    const { apiRequest, calls } = client({ '/api/epc/x': ['network'] })
    const result = await settle(apiRequest('/api/epc/x'))
    expect(calls).toHaveLength(4)
    expect(result.status).toBe(0)
    expect(result.error?.code).toBe('network')
  })

  test('an answer that is not ours (HTML 502) gets a generic code and no message', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('<h1>Bad gateway</h1>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    )
    const { apiRequest } = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch })
    const result = await settle(apiRequest('/api/epc/x', { method: 'POST' }))
    expect(result).toEqual({ data: null, status: 502, error: { code: 'technical', message: '' } })
  })

  test('field errors come back with the answer', async () => {
    const fieldErrors = { email: [{ code: 'email', message: 'Adresse non valide' }] }
    const { apiRequest } = client({
      '/api/epc/auth/login': [
        { status: 400, body: { code: 'validation', message: 'Invalide', fieldErrors } },
      ],
    })
    const result = await settle(apiRequest('/api/epc/auth/login', { method: 'POST', body: {} }))
    expect(result.error).toEqual({ code: 'validation', message: 'Invalide', fieldErrors })
  })

  test('the sign-up envelope { data, status, error } is read like any other answer', async () => {
    const error = { code: '0053', message: 'Déjà utilisé' }
    const { apiRequest } = client({
      '/api/epc/users/signup': [
        { status: 409, body: { data: null, status: 409, error } },
        { status: 201, body: { data: { state: 'PreMember' }, status: 201, error: null } },
      ],
    })
    const failed = await settle(apiRequest('/api/epc/users/signup', { method: 'POST', body: {} }))
    expect(failed).toEqual({ data: null, status: 409, error })
    const created = await settle(apiRequest('/api/epc/users/signup', { method: 'POST', body: {} }))
    expect(created).toEqual({ data: { state: 'PreMember' }, status: 201, error: null })
  })
})

describe('refresh on 401', () => {
  test('a member endpoint refreshes the session once and replays the request', async () => {
    const { apiRequest, calls } = client({
      '/api/epc/users/update': [{ status: 401 }, { status: 200, body: { id: 1 } }],
      '/api/epc/auth/refresh': [{ status: 200, body: {} }],
    })
    const result = await settle(
      apiRequest('/api/epc/users/update', { method: 'PUT', body: { city: 'Nice' }, lang: 'en' }),
    )
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/epc/users/update?lang=en',
      'POST /api/epc/auth/refresh?lang=en',
      'PUT /api/epc/users/update?lang=en',
    ])
    expect(calls[2]!.body).toBe('{"city":"Nice"}')
    expect(result).toEqual({ data: { id: 1 }, status: 200, error: null })
  })

  test('a POST is replayed after a refresh too (the 401 means it was not processed)', async () => {
    const { apiRequest, calls } = client({
      '/api/epc/users/accept-cgu': [{ status: 401 }, { status: 200, body: {} }],
      '/api/epc/auth/refresh': [{ status: 200, body: {} }],
    })
    const result = await settle(
      apiRequest('/api/epc/users/accept-cgu', { method: 'POST', body: {} }),
    )
    expect(calls).toHaveLength(3)
    expect(result.status).toBe(200)
  })

  test('a refused refresh returns the original 401 without replaying', async () => {
    const { apiRequest, calls } = client({
      '/api/epc/users/init': [
        { status: 401, body: { code: 'unauthenticated', message: 'Connectez-vous' } },
      ],
      '/api/epc/auth/refresh': [{ status: 401, body: { code: 'expired', message: 'Expirée' } }],
    })
    const result = await settle(apiRequest('/api/epc/users/init'))
    expect(calls).toHaveLength(2)
    expect(result).toEqual({
      data: null,
      status: 401,
      error: { code: 'unauthenticated', message: 'Connectez-vous' },
    })
  })

  test('a replay answered 401 again is not refreshed a second time', async () => {
    const { apiRequest, calls } = client({
      '/api/epc/users/init': [{ status: 401 }],
      '/api/epc/auth/refresh': [{ status: 200, body: {} }],
    })
    const result = await settle(apiRequest('/api/epc/users/init'))
    expect(calls.map((call) => call.url)).toEqual([
      '/api/epc/users/init',
      '/api/epc/auth/refresh',
      '/api/epc/users/init',
    ])
    expect(result.status).toBe(401)
  })

  test.each([
    '/api/epc/auth/login',
    '/api/epc/auth/login-card',
    '/api/epc/auth/refresh',
    '/api/epc/auth/logout',
    '/api/epc/auth/reset-password',
  ])('the session endpoint %s is never refreshed', async (path) => {
    const { apiRequest, calls } = client({ [path]: [{ status: 401 }] })
    const result = await settle(apiRequest(path, { method: 'POST', body: {} }))
    expect(calls).toHaveLength(1)
    expect(result.status).toBe(401)
  })

  test('concurrent 401s share a single refresh', async () => {
    const { apiRequest, calls } = client({
      '/api/epc/users/init': [{ status: 401 }, { status: 401 }, { status: 200, body: {} }],
      '/api/epc/auth/refresh': [{ status: 200, body: {} }],
    })
    const results = await settle(
      Promise.all([apiRequest('/api/epc/users/init'), apiRequest('/api/epc/users/init')]),
    )
    expect(calls.filter((call) => call.url.startsWith('/api/epc/auth/refresh'))).toHaveLength(1)
    expect(results.map((result) => result.status)).toEqual([200, 200])
  })

  test.each([
    ['/api/epc/users/init', true],
    ['/api/epc/users/update?lang=fr', true],
    ['/api/epc/auth/password', true],
    ['/api/epc/auth/login', false],
    ['/api/epc/auth/refresh', false],
    ['/api/cms/pages', false],
  ])('canRefreshFor(%s) is %s', (url, expected) => {
    expect(canRefreshFor(url)).toBe(expected)
  })
})

describe('requests', () => {
  test('JSON body, accept header, lang and query parameters', async () => {
    const { apiRequest, calls } = client({
      '/api/epc/card/search': [{ status: 200, body: { found: true } }],
    })
    await settle(
      apiRequest('/api/epc/card/search', {
        query: { cardNumber: '1234567890', lastname: 'Du Pont', birthdate: undefined },
        lang: 'fr',
      }),
    )
    expect(calls[0]!.url).toBe(
      '/api/epc/card/search?cardNumber=1234567890&lastname=Du+Pont&lang=fr',
    )
    expect(calls[0]!.body).toBeNull()
    expect(calls[0]!.headers.get('accept')).toBe('application/json')

    const post = client({ '/api/epc/auth/login': [{ status: 200, body: {} }] })
    await settle(
      post.apiRequest('/api/epc/auth/login', { method: 'POST', body: { email: 'a@b.fr' } }),
    )
    expect(post.calls[0]!.body).toBe('{"email":"a@b.fr"}')
    expect(post.calls[0]!.headers.get('content-type')).toBe('application/json')
  })

  test('buildUrl keeps an existing query string', () => {
    expect(buildUrl('/x?a=1', { b: '2' }, 'en')).toBe('/x?a=1&b=2&lang=en')
    expect(buildUrl('/x', undefined, undefined)).toBe('/x')
  })
})
