import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import * as routes from '@/features/identity/server/routes'
import * as memberInit from '@/server/member-routes'
import { getEnv } from '@/platform/config/env'
import { openDirectReader, type DirectReader } from '@/platform/db/direct-reader'
import { runSql } from '@/platform/db/sql'
import { answerReadiness, expectedMigrations } from '@/platform/http/health'
import { createFastRoutes } from '@/server/fast-routes'
import { sql } from 'drizzle-orm'

import { ApiClient } from './support/api-client'
import { createTestPayload, type TestPayload } from './support/payload'
import { openTestSession } from '../support/member-session'
import { SESSION_CHECK_TTL_MS } from '@/features/identity/server/session-liveness'
import { createRedisProbe } from '@/platform/cache/redis-probe'
import { signAccessToken } from '@/features/identity/server/tokens'

/**
 * GET /api/epc/users/init as the production server answers it: over real HTTP, through the fast
 * route (its own SQLite connection and prepared statements), with Next's route handler as the
 * reference for the same member and token. Anything that is not a fast route reaches the
 * fallback, which stands for Next here.
 */
let ctx: TestPayload
let reader: DirectReader
let server: Server
let base: string
const ids: Record<'alice' | 'bob', number> = { alice: 0, bob: 0 }
const tokens: Record<'alice' | 'bob', string> = { alice: '', bob: '' }
let stopping = false
const METRICS_TOKEN = 'metrics-test-token-0123456789'

async function createMember(email: string, firstname: string, cardNumber: string) {
  const member = await ctx.payload.create({
    collection: 'members',
    data: {
      email,
      passwordHash: 'scrypt$test$not-a-real-hash',
      state: 'Active',
      emailVerified: true,
      locale: 'fr',
      civility: 'Mrs',
      firstname,
      lastname: 'Fast',
      birthdate: '1988-08-08',
      city: 'Deauville',
      luckyDay1: '07-14',
      luckyDay2: '12-25',
      cardNumber,
      consents: {
        acceptCgu: true,
        acceptCguAt: '2026-11-01T10:00:00.000Z',
        termsVersion: '2026-11',
      },
    } as never,
  })
  return member.id
}

beforeAll(async () => {
  ctx = await createTestPayload()
  ids.alice = await createMember('alice.fast@example.com', 'Alice', '8000000001')
  ids.bob = await createMember('bob.fast@example.com', 'Bob', '8000000002')
  tokens.alice = await openTestSession(ctx.payload, ids.alice)
  tokens.bob = await openTestSession(ctx.payload, ids.bob)
  reader = await openDirectReader(getEnv())
  const serveFast = createFastRoutes(
    reader,
    {
      NODE_ENV: 'production',
      SITE_URL: 'http://localhost:3000',
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      CAPTCHA_PROVIDER: 'altcha',
      METRICS_TOKEN,
    },
    { isStopping: () => stopping },
  )
  server = createServer((request, response) => {
    if (serveFast(request, response)) return
    response.writeHead(418, { 'content-type': 'text/plain' })
    response.end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await reader?.close()
  await ctx?.cleanup()
})

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${base}${path}`, { method, headers })

describe('GET /api/epc/users/init on the fast route', () => {
  test('answers what the Next route answers, with the site’s headers', async () => {
    const fast = await get('/api/epc/users/init', { cookie: `access_token=${tokens.alice}` })
    expect(fast.status).toBe(200)
    expect(fast.headers.get('content-type')).toBe('application/json')
    expect(fast.headers.get('cache-control')).toBe('no-store')
    expect(fast.headers.get('x-content-type-options')).toBe('nosniff')
    expect(fast.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(fast.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const body = await fast.json()

    const client = new ApiClient()
    client.cookies.set('access_token', tokens.alice)
    const reference = await client.call(memberInit.initRoute, 'GET', '/api/epc/users/init')
    expect(reference.status).toBe(200)
    expect(body).toEqual(reference.body)
    expect(body.profile).toMatchObject({
      id: ids.alice,
      email: 'alice.fast@example.com',
      firstname: 'Alice',
      city: 'Deauville',
      luckyDays: ['07-14', '12-25'],
      consents: { acceptCgu: true, termsVersion: '2026-11' },
    })
    expect(body.sponsorship.godsonsThisYear).toBe(0)
  })

  test('takes a Bearer token (other systems) and keeps a caller’s request id', async () => {
    const response = await get('/api/epc/users/init', {
      authorization: `Bearer ${tokens.bob}`,
      'x-request-id': 'trace-42',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBe('trace-42')
    expect((await response.json()).profile.firstname).toBe('Bob')
  })

  test('a member never reaches another member: ids in the query are ignored', async () => {
    const response = await get(`/api/epc/users/init?id=${ids.bob}&memberId=${ids.bob}`, {
      cookie: `access_token=${tokens.alice}`,
    })
    expect((await response.json()).profile.firstname).toBe('Alice')
  })

  test.each([
    ['no token, French by default', {}, '', 'Connectez-vous pour continuer.'],
    [
      'no token, English browser',
      { 'accept-language': 'en-GB,en;q=0.8' },
      '',
      'Please log in to continue.',
    ],
    ['no token, ?lang=en', {}, '?lang=en', 'Please log in to continue.'],
    [
      'forged token',
      { cookie: 'access_token=eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
      '',
      'Connectez-vous pour continuer.',
    ],
  ])('%s → 401 unauthenticated', async (_name, headers, query, message) => {
    const response = await get(`/api/epc/users/init${query}`, headers)
    expect(response.status).toBe(401)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ code: 'unauthenticated', message })
  })

  test('a query that is not the right shape → 400 with the field, translated', async () => {
    const response = await get('/api/epc/users/init?lang=klingon-tlh', {
      cookie: `access_token=${tokens.alice}`,
      'accept-language': 'en',
    })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.code).toBe('validation')
    expect(body.fieldErrors.lang[0].code).toBe('invalidChoice')
  })

  test('HEAD answers the headers only; other methods and paths are left to Next', async () => {
    const head = await get(
      '/api/epc/users/init',
      { cookie: `access_token=${tokens.alice}` },
      'HEAD',
    )
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await get('/api/epc/users/init', {}, 'POST')).status).toBe(418)
    expect((await get('/api/epc/users/init/extra')).status).toBe(418)
    expect((await get('/api/epc/users/update')).status).toBe(418)
  })

  test('a change saved through Payload shows at once (nothing is cached per member)', async () => {
    await ctx.payload.update({ collection: 'members', id: ids.bob, data: { city: 'Biarritz' } })
    const response = await get('/api/epc/users/init', { cookie: `access_token=${tokens.bob}` })
    expect((await response.json()).profile.city).toBe('Biarritz')
  })

  test('concurrent calls of two members each get their own answer', async () => {
    const calls = Array.from({ length: 60 }, (_, index) => {
      const who = index % 2 === 0 ? 'alice' : 'bob'
      return get('/api/epc/users/init', { cookie: `access_token=${tokens[who]}` }).then(
        async (response) => [who, response.status, (await response.json()).profile.id] as const,
      )
    })
    for (const [who, status, id] of await Promise.all(calls)) {
      expect(status).toBe(200)
      expect(id).toBe(ids[who])
    }
  })

  test('a deleted member’s token is no session: its sessions went with the member', async () => {
    const id = await createMember('carol.fast@example.com', 'Carol', '8000000003')
    const token = await openTestSession(ctx.payload, id)
    await ctx.payload.delete({ collection: 'members', id })
    const response = await get('/api/epc/users/init', { cookie: `access_token=${token}` })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({
      code: 'unauthenticated',
      message: 'Connectez-vous pour continuer.',
    })
  })

  test('a session that ended (logout on another instance) is refused here within seconds; an invented one at once', async () => {
    const id = await createMember('dan.fast@example.com', 'Dan', '8000000004')
    const token = await openTestSession(ctx.payload, id)
    expect((await get('/api/epc/users/init', { cookie: `access_token=${token}` })).status).toBe(200)
    const invented = await signAccessToken({ memberId: id, sessionFamily: 'never-opened' })
    expect((await get('/api/epc/users/init', { cookie: `access_token=${invented}` })).status).toBe(
      401,
    )
    await ctx.payload.update({
      collection: 'member-sessions',
      where: { member: { equals: id } },
      data: { revokedAt: new Date().toISOString() },
    })
    const ended = Date.now()
    let status = 200
    while (status === 200 && Date.now() - ended < 6_000) {
      status = (await get('/api/epc/users/init', { cookie: `access_token=${token}` })).status
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(status).toBe(401)
    expect(Date.now() - ended).toBeLessThanOrEqual(SESSION_CHECK_TTL_MS + 1_000)
  })
})

describe('the health probes', () => {
  test('/healthz: the process answers; /readyz: database reached, every migration applied', async () => {
    const alive = await get('/healthz')
    expect(alive.status).toBe(200)
    expect(alive.headers.get('cache-control')).toBe('no-store')
    expect(await alive.json()).toEqual({ status: 'ok' })
    const ready = await get('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok' })
    expect((await get('/readyz', {}, 'HEAD')).status).toBe(200)
  })

  test('/readyz answers 503 while the server stops, and when a migration is missing', async () => {
    stopping = true
    try {
      const draining = await get('/readyz')
      expect(draining.status).toBe(503)
      expect(await draining.json()).toEqual({ status: 'stopping' })
      // Alive all the same: in-flight requests finish.
      expect((await get('/healthz')).status).toBe(200)
    } finally {
      stopping = false
    }
    const last = expectedMigrations(reader.kind).at(-1)!
    await runSql(ctx.payload, sql`DELETE FROM payload_migrations WHERE name = ${last}`)
    try {
      const behind = await get('/readyz')
      expect(behind.status).toBe(503)
      expect(await behind.json()).toEqual({
        status: 'unavailable',
        database: 'ok',
        migrations: { missing: [last] },
      })
    } finally {
      await runSql(
        ctx.payload,
        sql`INSERT INTO payload_migrations (name, batch, updated_at, created_at)
          VALUES (${last}, 99, ${new Date().toISOString()}, ${new Date().toISOString()})`,
      )
    }
    expect((await get('/readyz')).status).toBe(200)
  })

  test('/readyz names each shared service it was given, and answers 503 when one is unreachable', async () => {
    const up = await answerReadiness(reader, {
      isStopping: () => false,
      dependencies: { redis: async () => true },
    })
    expect(up).toMatchObject({
      status: 200,
      body: { status: 'ready', database: 'ok', migrations: 'ok', redis: 'ok' },
    })
    // A Redis nobody listens for: the probe says so within its deadline, never throws.
    const probe = createRedisProbe('redis://127.0.0.1:1', 300)
    try {
      const started = Date.now()
      const down = await answerReadiness(reader, {
        isStopping: () => false,
        dependencies: { redis: probe.check },
      })
      expect(Date.now() - started).toBeLessThan(2_000)
      expect(down).toMatchObject({
        status: 503,
        body: { status: 'unavailable', database: 'ok', migrations: 'ok', redis: 'unreachable' },
      })
    } finally {
      await probe.close()
    }
  })

  test('/readyz answers 503 when the database cannot be reached', async () => {
    const closed = await openDirectReader(getEnv())
    await closed.close()
    const answer = await answerReadiness(closed, { isStopping: () => false })
    expect(answer).toMatchObject({
      status: 503,
      body: { status: 'unavailable', database: 'unreachable' },
    })
  })
})

describe('GET /metrics', () => {
  test('refused without the token; with it, Prometheus text whose counters move', async () => {
    expect((await get('/metrics')).status).toBe(401)
    expect(
      (await get('/metrics', { authorization: 'Bearer wrong-token-0123456789abc' })).status,
    ).toBe(401)
    const read = async () => {
      const answer = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toContain('text/plain')
      return answer.text()
    }
    const failures = (text: string) =>
      Number(/^atout_login_failures_total\{door="hub"\} (\d+)/m.exec(text)?.[1] ?? '0')
    const before = await read()
    expect(before).toContain('atout_job_queue_depth')
    expect(before).toContain('process_cpu_user_seconds_total')

    // A wrong password through the login route (Next's handler, same process): counted.
    const login = await new ApiClient().call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
      body: { email: 'alice.fast@example.com', password: 'Not-The-Password-1' },
    })
    expect(login.status).toBe(401)
    expect(failures(await read())).toBe(failures(before) + 1)

    // A job waiting on a queue shows in its depth.
    await ctx.payload.jobs.queue({ task: 'expire-payments', input: {}, queue: 'payments' })
    expect(await read()).toMatch(/^atout_job_queue_depth\{queue="payments"\} [1-9]/m)
  })
})
