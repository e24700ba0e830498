import type { APIRequestContext } from '@playwright/test'

import { expect, staffToken, test } from './support/fixtures'
import {
  startInstance,
  startObjectStore,
  startRedis,
  type Instance,
  type ObjectStore,
  type RedisServer,
} from './support/instances'
import { clearSignUpLimit, createMember, DEMO_PASSWORD } from './support/members'

/**
 * Two web instances sharing one database and one Redis (issue 23, ADR 0054): what an editor,
 * a member and an attacker see when a load balancer spreads their requests over both.
 */
const TOKEN = 'e2e-metrics-token-0123456789'
/** The demo casino system's key (README, "Loyalty programme and casino systems"). */
const DEMO_INTEGRATION_KEY = 'atk_demodemo_Atout_demo_integration_key_not_for_prod_001'
/** The site's public address, the load balancer's: a browser's requests come from its pages. */
const PUBLIC = 'http://localhost:3210'

let redis: RedisServer
let shared: Record<string, string>
let store: ObjectStore
let a: Instance
let b: Instance

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  redis = await startRedis(6391)
  store = await startObjectStore(6392)
  // One public address for both, as behind a load balancer: tokens name the site that issued them.
  shared = { REDIS_URL: redis.url, SITE_URL: PUBLIC, ...store.env }
  // One after the other: each is stopped by afterAll even if the next one fails to start.
  a = await startInstance(3211, shared)
  b = await startInstance(3212, shared)
})

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await redis?.close()
  await store?.close()
})

const title = async (base: string, path: string) => {
  const answer = await fetch(`${base}${path}`)
  const html = await answer.text()
  return { status: answer.status, h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null }
}

async function metric(instance: Instance, pattern: RegExp): Promise<number> {
  const answer = await fetch(`${instance.base}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  expect(answer.status).toBe(200)
  return Number(pattern.exec(await answer.text())?.[1] ?? '0')
}

test('a page published through A is served by B at once; a draft stays private', async ({
  request,
}) => {
  const auth = { Authorization: `JWT ${await staffToken(request)}` }
  const slug = `grappe-${Date.now()}`
  const created = await fetch(`${a.base}/api/cms/pages?locale=fr`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Soirée partagée',
      slug,
      _status: 'published',
      layout: [{ blockType: 'callToAction', heading: 'Sur chaque serveur', links: [] }],
    }),
  })
  expect(created.status).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  // Rendered once (by B), then served from the shared cache by both.
  expect(await title(b.base, `/${slug}`)).toEqual({ status: 200, h1: 'Soirée partagée' })
  const hits = () => metric(a, /^atout_cache_lookups_total\{family="page",result="hit"\} (\d+)/m)
  const hitsBefore = await hits()
  expect(await title(a.base, `/${slug}`)).toEqual({ status: 200, h1: 'Soirée partagée' })
  expect(await hits()).toBeGreaterThan(hitsBefore)

  // A draft saved through A changes nothing on B.
  const draft = await fetch(`${a.base}/api/cms/pages/${doc.id}?locale=fr&draft=true`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Brouillon secret', _status: 'draft' }),
  })
  expect(draft.ok).toBe(true)
  expect(await title(b.base, `/${slug}`)).toEqual({ status: 200, h1: 'Soirée partagée' })

  // Published through A: B serves it on its next request (the target is 2 s).
  const published = Date.now()
  const edited = await fetch(`${a.base}/api/cms/pages/${doc.id}?locale=fr`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Soirée dévoilée', _status: 'published' }),
  })
  expect(edited.ok).toBe(true)
  await expect
    .poll(async () => (await title(b.base, `/${slug}`)).h1, { timeout: 2_000, intervals: [50] })
    .toBe('Soirée dévoilée')
  test.info().annotations.push({
    type: 'publish-to-visible',
    description: `${Date.now() - published} ms`,
  })
  await fetch(`${a.base}/api/cms/pages/${doc.id}`, { method: 'DELETE', headers: auth })
  await expect.poll(async () => (await title(b.base, `/${slug}`)).status).toBe(404)
})

/** The cookies of a context as one header, to replay them by hand after a logout. */
async function cookieHeader(context: APIRequestContext): Promise<string> {
  const { cookies } = await context.storageState()
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
}

test('a member logs in through A, uses the session through B; logout through B ends it everywhere', async ({
  playwright,
  request,
}) => {
  await clearSignUpLimit(request)
  const email = await createMember(request, 'fr', 'cluster')
  // Cookies belong to the host, not the port: one context talks to both instances.
  const member = await playwright.request.newContext()
  try {
    const login = await member.post(`${a.base}/api/epc/auth/login`, {
      data: { email, password: DEMO_PASSWORD },
    })
    expect(login.status()).toBe(200)
    const init = await member.get(`${b.base}/api/epc/users/init`)
    expect(init.status()).toBe(200)
    expect(await init.text()).toContain(email)

    const session = await cookieHeader(member)
    const logout = await member.post(`${b.base}/api/epc/auth/logout`, {
      headers: { origin: PUBLIC },
    })
    expect(logout.status()).toBe(200)
    // The cookies kept from before the logout open nothing: at once on B, which ended the
    // session, and on A once its liveness answer (kept 4 s, ADR 0010) is read again.
    const initOn = (instance: Instance) =>
      fetch(`${instance.base}/api/epc/users/init`, { headers: { cookie: session } })
    expect((await initOn(b)).status).toBe(401)
    await expect
      .poll(async () => (await initOn(a)).status, { timeout: 5_000, intervals: [250] })
      .toBe(401)
    for (const instance of [a, b]) {
      const refresh = await fetch(`${instance.base}/api/epc/auth/refresh`, {
        method: 'POST',
        headers: { cookie: session, origin: PUBLIC },
      })
      expect(refresh.status).toBe(401)
    }
  } finally {
    await member.dispose()
  }
})

test('20 parallel wrong passwords spread over A and B lock the account once', async ({
  request,
}) => {
  await clearSignUpLimit(request)
  const email = await createMember(request, 'en', 'spray')
  const lockouts = async () =>
    (await metric(a, /^atout_login_lockouts_total\{door="hub"\} (\d+)/m)) +
    (await metric(b, /^atout_login_lockouts_total\{door="hub"\} (\d+)/m))
  const before = await lockouts()
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      fetch(`${(index % 2 ? a : b).base}/api/epc/auth/login?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `Wrong-password-${index}` }),
      }).then(async (answer) => ({
        status: answer.status,
        code: ((await answer.json()) as { code?: string }).code,
      })),
    ),
  )
  // Never a success nor a server error: wrong passwords, then the block (423) or the rate limit.
  const outcomes = new Set(answers.map(({ status }) => status))
  expect([...outcomes].filter((status) => ![401, 423, 429].includes(status))).toEqual([])
  expect(outcomes).toContain(423)
  expect(await lockouts()).toBe(before + 1)
  // The right password is refused too while the block lasts, on both.
  for (const instance of [a, b]) {
    const right = await fetch(`${instance.base}/api/epc/auth/login?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
    expect(right.status).not.toBe(200)
  }
  // Member support lifts this address's counters: the other journeys log in from it too.
  const cleared = await request.delete('/api/cms/auth-attempts', {
    headers: { Authorization: `JWT ${await staffToken(request)}` },
    params: { 'where[key][like]': 'fail-addr:' },
  })
  expect(cleared.ok()).toBeTruthy()
})

test('1,000 unknown URLs over both instances leave the shared cache as it was', async () => {
  test.setTimeout(180_000)
  // Warm: the pages and data every 404 reads (header, footer, settings) are cached once.
  for (const instance of [a, b]) {
    expect((await fetch(`${instance.base}/inconnu-warm`)).status).toBe(404)
    expect((await fetch(`${instance.base}/en/unknown-warm`)).status).toBe(404)
  }
  const before = await redis.stats()
  const paths = Array.from({ length: 1_000 }, (_, index) =>
    index % 2 ? `/en/unknown-${index}-${Date.now()}` : `/inconnu-${index}-${Date.now()}`,
  )
  for (let start = 0; start < paths.length; start += 8) {
    const statuses = await Promise.all(
      paths
        .slice(start, start + 8)
        .map(async (path, index) => (await fetch(`${(index % 2 ? a : b).base}${path}`)).status),
    )
    expect(statuses).toEqual(statuses.map(() => 404))
  }
  const after = await redis.stats()
  expect(after.keys).toBe(before.keys)
  // Redis's own bookkeeping moves a little; entries would be ~100 KB each.
  expect(Math.abs(after.usedMemory - before.usedMemory)).toBeLessThan(64 * 1024)
})

test('Redis down: pages are still served, readiness says so, and both recover', async () => {
  expect((await fetch(`${a.base}/readyz`)).status).toBe(200)
  await redis.stop()
  try {
    const ready = await fetch(`${a.base}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ status: 'unavailable', redis: 'unreachable' })
    // Rendered without the cache, not refused.
    expect((await title(b.base, '/nos-casinos')).status).toBe(200)
    expect((await fetch(`${a.base}/healthz`)).status).toBe(200)
  } finally {
    await redis.start()
  }
  // Each instance reconnects on its own (backoff up to 2 s): both are ready again.
  for (const instance of [a, b]) {
    await expect
      .poll(async () => (await fetch(`${instance.base}/readyz`)).json(), { timeout: 15_000 })
      .toMatchObject({ status: 'ready', redis: 'ok', objectStorage: 'ok' })
  }
})

test('a picture uploaded through A is kept in the bucket and served by B with its headers', async ({
  request,
}) => {
  const auth = { Authorization: `JWT ${await staffToken(request)}` }
  const { default: sharp } = await import('sharp')
  const picture = await sharp({
    create: { width: 1300, height: 700, channels: 3, background: { r: 200, g: 160, b: 40 } },
  })
    .png()
    .toBuffer()
  const name = `scene-${Date.now()}.png`
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: 'La scène' }))
  const uploaded = await fetch(`${a.base}/api/cms/media`, {
    method: 'POST',
    headers: auth,
    body: form,
  })
  expect(uploaded.status).toBe(201)
  const { doc } = (await uploaded.json()) as {
    doc: { id: number; filename: string; url: string; sizes: { thumbnail: { filename: string } } }
  }
  // The site's own file route, as for files on disk (the bucket is never addressed directly).
  const file = new URL(doc.url).pathname
  expect(file).toBe(`/api/cms/media/file/${doc.filename}`)
  // In the bucket (the picture and its sizes), not in the instances' data folder.
  expect(store.keys()).toEqual(expect.arrayContaining([doc.filename, doc.sizes.thumbnail.filename]))
  const { existsSync } = await import('node:fs')
  const path = await import('node:path')
  expect(existsSync(path.resolve(import.meta.dirname, '../../.e2e-data/media', doc.filename))).toBe(
    false,
  )

  const served = await fetch(`${b.base}${file}`)
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/png')
  expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  expect(served.headers.get('content-security-policy')).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  )
  expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true)
  // Resized by B's image optimizer from the bucket's file.
  const optimized = await fetch(`${b.base}/_next/image?url=${encodeURIComponent(file)}&w=640&q=75`)
  expect(optimized.status).toBe(200)
  expect(optimized.headers.get('content-type')).toMatch(/^image\//)

  // The same checks as on disk: an SVG named as a PNG is refused, nothing reaches the bucket.
  const keys = store.keys().length
  const svg = new FormData()
  svg.append(
    'file',
    new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
      type: 'image/png',
    }),
    'logo.png',
  )
  svg.append('_payload', JSON.stringify({ alt: 'Logo' }))
  expect(
    (await fetch(`${a.base}/api/cms/media`, { method: 'POST', headers: auth, body: svg })).status,
  ).toBe(400)
  expect(store.keys()).toHaveLength(keys)

  // Deleted through B: gone from the bucket.
  expect(
    (await fetch(`${b.base}/api/cms/media/${doc.id}`, { method: 'DELETE', headers: auth })).ok,
  ).toBe(true)
  expect(store.keys()).not.toContain(doc.filename)
  expect((await fetch(`${a.base}${file}`)).status).toBe(404)
})

test('kill -9 of A under a load of play events: B keeps answering, nothing acknowledged is lost or doubled', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const run = Date.now()
  // Two members of their own, given cards by the casino system: the demo members' points and
  // statuses are other journeys' expectations.
  await clearSignUpLimit(request)
  const cards: string[] = []
  for (const [index, name] of ['crash-a', 'crash-b'].entries()) {
    const email = await createMember(request, 'fr', name)
    const cardNumber = String(9_100_000_000 + (run % 899_999_990) + index)
    const issued = await request.post('/api/integration/v1/cards', {
      headers: { authorization: `Bearer ${DEMO_INTEGRATION_KEY}` },
      data: { email, cardNumber, casino: 'cannes' },
    })
    expect(issued.status()).toBe(200)
    cards.push(cardNumber)
  }
  const batches = Array.from({ length: 40 }, (_, index) =>
    Array.from({ length: 20 }, (_, position) => ({
      eventId: `cluster-${run}-${index}-${position}`,
      cardNumber: cards[position % 2]!,
      casino: 'cannes',
      occurredAt: new Date(run - 60_000 - position * 1_000).toISOString(),
      activity: 'slots',
      amountCents: 1_000 + position * 100,
    })),
  )
  type Answer = { status: number; results: { eventId: string; status: string }[] }
  const post = async (base: string, events: unknown[]): Promise<Answer> => {
    try {
      const answer = await fetch(`${base}/api/integration/v1/play-events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${DEMO_INTEGRATION_KEY}`,
        },
        body: JSON.stringify({ events }),
      })
      const body = (await answer.json()) as { results?: Answer['results'] }
      return { status: answer.status, results: body.results ?? [] }
    } catch {
      return { status: 0, results: [] } // the connection died with A: not acknowledged
    }
  }

  // Four batches in flight at a time, alternating between A and B; A is killed a quarter in.
  const answers: { index: number; instance: 'a' | 'b'; answer: Answer }[] = []
  let next = 0
  const killed = (async () => {
    await expect.poll(() => answers.length, { timeout: 60_000, intervals: [20] }).toBeGreaterThan(9)
    a.process.kill('SIGKILL')
  })()
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < batches.length) {
        const index = next++
        const instance = index % 2 ? 'a' : 'b'
        const answer = await post((instance === 'a' ? a : b).base, batches[index]!)
        answers.push({ index, instance, answer })
      }
    }),
  )
  await killed
  // B answered every one of its batches; A stopped answering; A is not ready (it is gone).
  const fromB = answers.filter(({ instance }) => instance === 'b')
  expect(fromB.map(({ answer }) => answer.status)).toEqual(fromB.map(() => 200))
  expect(answers.some(({ instance, answer }) => instance === 'a' && answer.status === 0)).toBe(true)
  await expect(fetch(`${a.base}/readyz`)).rejects.toThrow()

  // A comes back on the same database.
  a = await startInstance(3211, shared)
  // Ready once its database and Redis answer, a moment after it listens: polled, as a load
  // balancer does before sending it traffic.
  await expect
    .poll(async () => (await fetch(`${a.base}/readyz`)).status, { timeout: 30_000 })
    .toBe(200)

  // Every batch again, through A: what was acknowledged is a duplicate (there, once); what was
  // not is written now or found there; a third pass writes nothing.
  const acknowledged = new Set(
    answers
      .filter(({ answer }) => answer.status === 200)
      .flatMap(({ answer }) =>
        answer.results
          .filter(({ status }) => status === 'accepted' || status === 'duplicate')
          .map(({ eventId }) => eventId),
      ),
  )
  expect(acknowledged.size).toBeGreaterThan(0)
  for (const batch of batches) {
    const again = await post(a.base, batch)
    expect(again.status).toBe(200)
    for (const { eventId, status } of again.results) {
      if (acknowledged.has(eventId)) expect(status, eventId).toBe('duplicate')
      else expect(['accepted', 'duplicate'], eventId).toContain(status)
    }
  }
  for (const batch of batches.slice(0, 10)) {
    const third = await post(b.base, batch)
    expect(third.results.every(({ status }) => status === 'duplicate')).toBe(true)
  }
})
