import { expect, staffToken, test } from './support/fixtures'
import { fetchFresh } from './support/fresh-connection'
import { clearSignUpLimit, createMember, DEMO_PASSWORD } from './support/members'

/**
 * The site as `npm start` runs it: several web processes behind one port (WEB_CONCURRENCY, ADR
 * 0056; the browser tests' server runs two). Whichever process takes a request, an editor's
 * publish and a member's logout hold on the very next request, and /metrics is the whole server.
 */
const BASE = `http://localhost:${process.env.E2E_PORT ?? '3100'}`
const TOKEN = 'e2e-metrics-token-0123456789'
/** Enough fresh connections to reach each of the two processes several times. */
const SPREAD = 6

const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null

async function everyProcess(path: string, headers: Record<string, string> = {}) {
  const answers = []
  for (let i = 0; i < SPREAD; i++) answers.push(await fetchFresh(`${BASE}${path}`, { headers }))
  return answers
}

test('the server runs two web processes and /metrics counts them both', async () => {
  const answer = await fetchFresh(`${BASE}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  expect(answer.status).toBe(200)
  expect(answer.body).toMatch(/^atout_web_processes\{state="answering"\} 2$/m)
  expect(answer.body).toMatch(/^atout_web_processes\{state="expected"\} 2$/m)
})

// A first visit goes through Next; a returning visitor (the locale cookie set) is answered from
// the page snapshots of each process (ADR 0057): both must show a publish at once.
for (const [visitor, headers] of [
  ['a first visit', {}],
  ['a returning visitor', { cookie: 'NEXT_LOCALE=fr' }],
] as const) {
  test(`a page published is served by every process on the next request (${visitor})`, async ({
    request,
  }) => {
    const auth = { Authorization: `JWT ${await staffToken(request)}` }
    const slug = `processus-${Date.now()}`
    const created = await request.post('/api/cms/pages?locale=fr', {
      headers: auth,
      data: {
        title: 'Avant la publication',
        slug,
        _status: 'published',
        layout: [{ blockType: 'callToAction', heading: 'Chaque processus', links: [] }],
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      // Cached by both processes first (twice each: a snapshot is taken from a cached answer).
      for (let round = 0; round < 2; round++) {
        for (const answer of await everyProcess(`/${slug}`, headers)) {
          expect([answer.status, headingOf(answer.body)]).toEqual([200, 'Avant la publication'])
        }
      }
      const edited = await request.patch(`/api/cms/pages/${doc.id}?locale=fr`, {
        headers: auth,
        data: { title: 'Après la publication', _status: 'published' },
      })
      expect(edited.ok()).toBeTruthy()
      // No waiting: the next request, whichever process takes it, shows the change.
      const after = await everyProcess(`/${slug}`, headers)
      expect(after.map((answer) => headingOf(answer.body))).toEqual(
        Array(SPREAD).fill('Après la publication'),
      )
    } finally {
      await request.delete(`/api/cms/pages/${doc.id}`, { headers: auth })
    }
    for (const answer of await everyProcess(`/${slug}`, headers)) expect(answer.status).toBe(404)
  })
}

test('a logout ends the session in every process at once', async ({ playwright, request }) => {
  await clearSignUpLimit(request)
  const email = await createMember(request, 'en', 'processes')
  const member = await playwright.request.newContext({ baseURL: BASE })
  try {
    const login = await member.post('/api/epc/auth/login', {
      data: { email, password: DEMO_PASSWORD },
      headers: { origin: BASE },
    })
    expect(login.status()).toBe(200)
    const { cookies } = await member.storageState()
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
    // Both processes know the session alive (and remember it so for a few seconds).
    for (const answer of await everyProcess('/api/epc/users/init', { cookie })) {
      expect(answer.status).toBe(200)
      expect(answer.body).toContain(email)
    }
    const logout = await member.post('/api/epc/auth/logout', { headers: { origin: BASE } })
    expect(logout.status()).toBe(200)
    // The cookies kept from before the logout open nothing, on any process, without waiting.
    const after = await everyProcess('/api/epc/users/init', { cookie })
    expect(after.map((answer) => answer.status)).toEqual(Array(SPREAD).fill(401))
  } finally {
    await member.dispose()
  }
})
