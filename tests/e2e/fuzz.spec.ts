import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { expect, staffToken, test } from './support/fixtures'
import {
  HOSTILE_SEGMENTS,
  hostileBodies,
  hostileQueries,
  hostileHeader,
  hostileString,
  problemsOf,
  seededRandom,
  sendAll,
  sendRaw,
  statusCounts,
  type FuzzRequest,
  type FuzzResult,
  type Random,
} from './support/fuzz'

/**
 * Hostile input on every route of both OpenAPI documents, the forms' server actions, Payload's
 * REST and GraphQL API and the server itself: no answer is a 5xx, none carries a stack trace
 * (docs/decisions/0042-no-5xx-for-bad-requests.md). Seeded: every run sends the same requests.
 * Nothing sent is a valid call, so the demo data the other tests use is left alone.
 */

const SEED = 0x0a70_0042
const MEMBER = { email: 'lucas.bernard@demo.atout.example', password: 'Atout-Demo-2026!' }
const INTEGRATION_KEY = 'atk_demodemo_Atout_demo_integration_key_not_for_prod_001'
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
const UNSERVED_METHODS = ['TRACE', 'PROPFIND', 'PURGE', 'SEARCH'] as const

type Operation = { method: string; path: string; fields: string[]; query: string[] }
type JsonSchema = {
  $ref?: string
  $defs?: Record<string, JsonSchema>
  anyOf?: JsonSchema[]
  properties?: Record<string, unknown>
}
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[]
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
      }
    >
  >
}

/** The body's field names, through `$ref` and `anyOf` (the documents use JSON Schema 2020-12). */
function fieldNames(schema: JsonSchema | undefined, root = schema): string[] {
  if (!schema) return []
  if (schema.properties) return Object.keys(schema.properties)
  if (schema.$ref?.startsWith('#/$defs/')) {
    return fieldNames(root?.$defs?.[schema.$ref.slice('#/$defs/'.length)], root)
  }
  return (schema.anyOf ?? []).flatMap((option) => fieldNames(option, root))
}

async function operationsOf(request: APIRequestContext, document: string): Promise<Operation[]> {
  const response = await request.get(document)
  expect(response.ok()).toBeTruthy()
  const openApi = (await response.json()) as OpenApi
  return Object.entries(openApi.paths).flatMap(([route, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: route,
      fields: fieldNames(operation.requestBody?.content?.['application/json']?.schema),
      query: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
    })),
  )
}

/** Product routes the OpenAPI document does not list (bookings, payments' own pages). */
const UNDOCUMENTED: Operation[] = [
  {
    method: 'GET',
    path: '/api/epc/bookings/tables/slots',
    fields: [],
    query: ['restaurant', 'date'],
  },
  {
    method: 'POST',
    path: '/api/epc/bookings/tables',
    fields: ['restaurant', 'date', 'time', 'guests'],
    query: [],
  },
  {
    method: 'GET',
    path: '/api/epc/bookings/rooms/availability',
    fields: [],
    query: ['hotel', 'arrival', 'nights'],
  },
  {
    method: 'GET',
    path: '/api/epc/bookings/rooms/calendar',
    fields: [],
    query: ['hotel', 'month'],
  },
  {
    method: 'POST',
    path: '/api/epc/bookings/rooms',
    fields: ['hotel', 'room', 'arrival', 'nights'],
    query: [],
  },
  { method: 'POST', path: '/api/epc/bookings/cancel', fields: ['token'], query: [] },
  { method: 'GET', path: '/api/epc/payments/{reference}', fields: [], query: [] },
  { method: 'POST', path: '/api/epc/payments/{reference}/cancel', fields: ['locale'], query: [] },
  {
    method: 'POST',
    path: '/api/epc/payments/tournaments/{tournamentId}/registration',
    fields: ['locale'],
    query: [],
  },
  { method: 'GET', path: '/api/epc/profile/vouchers/{code}/qr', fields: [], query: [] },
  { method: 'POST', path: '/api/consent', fields: ['choice'], query: [] },
  { method: 'POST', path: '/api/payments/notifications/{provider}', fields: ['type'], query: [] },
  {
    method: 'POST',
    path: '/api/sandbox/casino-system/credits',
    fields: ['amountCents'],
    query: [],
  },
  {
    method: 'POST',
    path: '/api/forms/newsletter/unsubscribe',
    fields: ['token'],
    query: ['token'],
  },
  {
    method: 'GET',
    path: '/api/calendar/{locale}/tournaments/{tournamentId}',
    fields: [],
    query: [],
  },
]

const fill = (route: string, random: Random) =>
  route.replace(/\{[^}]+\}/g, () => random.pick(HOSTILE_SEGMENTS))

/** Hostile requests for one operation of an API, with the given credentials. */
function requestsFor(
  operation: Operation,
  random: Random,
  headers: Record<string, string>,
  label: string,
  options: { bodies?: number; wrongMethods?: boolean } = {},
): FuzzRequest[] {
  const requests: FuzzRequest[] = []
  const target = () => fill(operation.path, random)
  // An id no document has: a call that would pass validation still finds nothing to act on.
  const plain = operation.path.replace(/\{[^}]+\}/g, '999999999')
  const hasBody = operation.method !== 'GET'
  if (hasBody) {
    const bodies = hostileBodies(random, operation.fields)
    // A sample of the bodies keeps the run short where they only meet the same gate again.
    while (options.bodies !== undefined && bodies.length > options.bodies) {
      bodies.splice(random.int(bodies.length), 1)
    }
    for (const { body, type } of bodies) {
      requests.push({
        label: `${label} body ${type} ${body.slice(0, 20)}`,
        method: operation.method,
        path: plain,
        headers: { ...headers, 'content-type': type },
        body,
      })
    }
  }
  for (const query of hostileQueries(random, operation.query)) {
    requests.push({
      label: `${label} query`,
      method: operation.method,
      path: `${plain}?${query}`,
      headers,
      body: hasBody ? '{}' : undefined,
    })
  }
  if (operation.path.includes('{')) {
    for (let i = 0; i < 3; i++) {
      requests.push({
        label: `${label} path`,
        method: operation.method,
        path: target(),
        headers,
        body: hasBody ? '[]' : undefined,
      })
    }
  }
  for (const method of options.wrongMethods === false ? [] : [...METHODS, ...UNSERVED_METHODS]) {
    if (method === operation.method || (method === 'GET' && operation.method === 'HEAD')) continue
    requests.push({ label: `${label} wrong method`, method, path: plain, headers })
  }
  return requests
}

async function memberSession(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/epc/auth/login', { data: MEMBER })
  expect(response.ok(), await response.text()).toBeTruthy()
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .join('; ')
}

const report: FuzzResult[] = []

function check(results: FuzzResult[]) {
  report.push(...results)
  expect(problemsOf(results)).toEqual([])
}

test.describe('fuzz: no 5xx and no stack trace for hostile input', () => {
  test.afterAll(() => {
    const fiveHundreds = report.filter(({ status }) => status >= 500).length
    console.log(
      `fuzz: ${report.length} requests, statuses ${JSON.stringify(statusCounts(report))}, ${fiveHundreds} × 5xx`,
    )
  })

  test('the product API and the integration API (both OpenAPI documents)', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const random = seededRandom(SEED)
    const origin = { origin: baseURL! }
    const product = [...(await operationsOf(request, '/api/epc/openapi.json')), ...UNDOCUMENTED]
    const integration = await operationsOf(request, '/api/integration/v1/openapi.json')
    expect(product.length).toBeGreaterThan(20)
    expect(integration.length).toBeGreaterThan(2)
    const session = await memberSession(request)
    const requests = [
      ...product.flatMap((operation) => [
        ...requestsFor(operation, random, origin, 'anonymous', { bodies: 10 }),
        // Logging out or refreshing would end the member's session for the calls after them.
        ...(/\/(logout|refresh)$/.test(operation.path)
          ? []
          : requestsFor(operation, random, { ...origin, cookie: session }, 'member', {
              wrongMethods: false,
            })),
        ...requestsFor(
          operation,
          random,
          { cookie: 'access_token=garbage; refresh_token=%E9' },
          'forged cookies',
          { bodies: 6, wrongMethods: false },
        ),
      ]),
      ...integration.flatMap((operation) => [
        ...requestsFor(operation, random, {}, 'no key', { bodies: 6 }),
        ...requestsFor(
          operation,
          random,
          { authorization: `Bearer ${INTEGRATION_KEY}` },
          'demo key',
          { wrongMethods: false },
        ),
        ...requestsFor(
          operation,
          random,
          { authorization: `Bearer ${hostileHeader(random)}` },
          'bad key',
          { bodies: 6, wrongMethods: false },
        ),
      ]),
    ]
    check(await sendAll(request, requests))
  })

  test('wrong methods get 405 with Allow; methods no route serves too', async ({ request }) => {
    const cases: FuzzRequest[] = [
      { label: 'page', method: 'TRACE', path: '/', expectStatus: 405 },
      { label: 'page', method: 'PUT', path: '/nos-casinos', expectStatus: 405 },
      { label: 'page', method: 'DELETE', path: '/en/our-casinos', expectStatus: 405 },
      { label: 'page', method: 'PROPFIND', path: '/', expectStatus: 405 },
      { label: 'route', method: 'TRACE', path: '/api/epc/payments/caps', expectStatus: 405 },
      { label: 'route', method: 'GET', path: '/api/epc/payments/caps', expectStatus: 405 },
      { label: 'route', method: 'DELETE', path: '/api/epc/auth/login', expectStatus: 405 },
      { label: 'route', method: 'PURGE', path: '/api/cms/pages', expectStatus: 405 },
      { label: 'route', method: 'GET', path: '/api/cms/graphql', expectStatus: 405 },
      { label: 'page', method: 'OPTIONS', path: '/', expectStatus: 204 },
    ]
    const results = await sendAll(request, cases)
    check(results)
    for (const { request: sent, allow } of results) {
      expect(allow, `${sent.method} ${sent.path}`).toBeTruthy()
    }
    const allowOf = (method: string, target: string) =>
      results.find(({ request: sent }) => sent.method === method && sent.path === target)?.allow
    expect(allowOf('GET', '/api/epc/payments/caps')).toBe('OPTIONS, POST')
    expect(allowOf('TRACE', '/api/epc/payments/caps')).toBe('OPTIONS, POST')
    expect(allowOf('TRACE', '/')).toBe('GET, HEAD, OPTIONS, POST')
    expect(allowOf('GET', '/api/cms/graphql')).toBe('OPTIONS, POST')
  })

  test("refusals speak the caller's language, in each API's error shape", async ({
    request,
    baseURL,
  }) => {
    const english = { 'accept-language': 'en-GB,en;q=0.9' }
    const cms = await request.get('/api/cms/pages?where[title][near]=1,2', { headers: english })
    expect(cms.status()).toBe(400)
    expect(await cms.json()).toEqual({
      errors: [{ message: 'Invalid filter: “title.near” does not fit this field.' }],
    })
    const caps = await request.post('/api/epc/payments/caps?lang=en', {
      headers: { origin: baseURL!, 'content-type': 'application/json' },
      data: '[]',
    })
    expect(caps.status()).toBe(400)
    expect(await caps.json()).toEqual({
      code: 'invalidCap',
      message: 'Enter a cap in whole euros (or leave it empty for no cap).',
    })
    const action = await request.post('/en', {
      headers: { ...english, 'next-action': 'ab'.repeat(21), origin: 'https://evil.example' },
      data: '[]',
    })
    expect(action.status()).toBe(403)
    expect(await action.json()).toEqual({
      code: 'forbiddenOrigin',
      message: 'Request refused: it does not come from this site.',
    })
  })

  test("the forms' server actions", async ({ request, baseURL }) => {
    test.setTimeout(120_000)
    const random = seededRandom(SEED + 1)
    const manifest = JSON.parse(
      readFileSync(path.join('.next-test', 'server', 'server-reference-manifest.json'), 'utf8'),
    ) as { node: Record<string, { exportedName?: string; filename?: string }> }
    const actions = Object.entries(manifest.node)
    const forms = actions.filter(([, action]) => action.filename?.startsWith('src/features/'))
    expect(forms.map(([, action]) => action.exportedName)).toEqual(
      expect.arrayContaining([
        'submitContactAction',
        'submitNewsletterAction',
        'submitQuoteRequestAction',
      ]),
    )
    const host = new URL(baseURL!).host
    const requests: FuzzRequest[] = []
    const action = (id: string, label: string, extra: Partial<FuzzRequest>): FuzzRequest => ({
      label,
      method: 'POST',
      path: random.pick(['/', '/en', '/nos-casinos']),
      ...extra,
      headers: {
        'next-action': id,
        origin: baseURL!,
        'content-type': 'text/plain;charset=UTF-8',
        ...extra.headers,
      },
    })
    for (const [id, { exportedName }] of actions) {
      const name = exportedName ?? id
      requests.push(
        action(id, `${name} cross-origin`, {
          body: '["fr",null]',
          headers: { origin: 'https://evil.example' },
          expectStatus: 403,
        }),
        action(id, `${name} null origin`, {
          body: '["fr",null]',
          headers: { origin: 'null' },
          expectStatus: 403,
        }),
        action(id, `${name} bad origin`, {
          body: '["fr",null]',
          headers: { origin: hostileHeader(random) },
        }),
        action(id, `${name} forwarded host`, {
          body: '["fr",null]',
          headers: { 'x-forwarded-host': 'evil.example' },
          expectStatus: 403,
        }),
        action(id, `${name} 20 MB`, { body: 'x'.repeat(20_000_000), expectStatus: 413 }),
      )
      for (const body of [
        '[1,2,3]',
        '{{{',
        '"x"',
        '[]',
        'null',
        '[{"$ne":1}]',
        '["fr",null,"$K1"]',
        '["\\ud800",null,{}]',
        '['.repeat(10_000),
      ]) {
        requests.push(action(id, `${name} args ${body.slice(0, 12)}`, { body }))
      }
      const fields = Object.fromEntries(
        ['email', 'name', 'subject', 'message', 'captcha', 'lists', 'phone', 'date', 'guests'].map(
          (field) => [`1_${field}`, hostileString(random).slice(0, 50_000)],
        ),
      )
      for (const root of [
        '["fr","$undefined","$K1"]',
        '["xx",null,"$K1"]',
        '["fr","$K1"]',
        '{"a":1}',
      ]) {
        requests.push({
          ...action(id, `${name} form ${root}`, {}),
          headers: { 'next-action': id, origin: baseURL! },
          multipart: { 0: root, ...fields },
        })
      }
    }
    for (let i = 0; i < 5; i++) {
      const id = Array.from({ length: 42 }, () => random.pick([...'0123456789abcdef'])).join('')
      requests.push(action(id, 'unknown action', { body: '["fr",null]' }))
    }
    requests.push(action('x'.repeat(5000), 'huge action id', { body: '[]' }))
    // A form posted without JavaScript (no Next-Action): Next decodes the action from the fields.
    const contact = forms.find(([, found]) => found.exportedName === 'submitContactAction')![0]
    const noScriptForms: Record<string, string>[] = [
      { [`$ACTION_ID_${contact}`]: '', email: 'x' },
      {
        $ACTION_REF_1: '',
        '$ACTION_1:0': `{"id":"${contact}","bound":"$@1"}`,
        '$ACTION_1:1': 'garbage',
      },
      { $ACTION_REF_1: '', '$ACTION_1:0': '{bad' },
    ]
    for (const multipart of noScriptForms) {
      requests.push({
        label: 'form without JavaScript',
        method: 'POST',
        path: '/',
        headers: { origin: baseURL! },
        multipart,
      })
      requests.push({
        label: 'cross-origin form',
        method: 'POST',
        path: '/',
        headers: { origin: 'https://evil.example', host },
        multipart,
        expectStatus: 403,
      })
    }
    check(await sendAll(request, requests))
  })

  test("Payload's REST and GraphQL API", async ({ request }) => {
    test.setTimeout(180_000)
    const random = seededRandom(SEED + 2)
    const staff = { authorization: `JWT ${await staffToken(request)}` }
    const collections = [
      'pages',
      'media',
      'casinos',
      'shows',
      'tournaments',
      'members',
      'payments',
      'users',
      'redirects',
      'payload-jobs',
      'payload-preferences',
      'payload-locked-documents',
      'payload-migrations',
      'nope',
    ]
    const fields = [
      'id',
      'title',
      'slug',
      'updatedAt',
      'createdAt',
      '_status',
      'casino',
      'email',
      'startsAt',
      'seo.title',
      'nope',
    ]
    const operators = [
      'equals',
      'not_equals',
      'in',
      'not_in',
      'all',
      'exists',
      'greater_than',
      'less_than_equal',
      'like',
      'contains',
      'near',
      'within',
      'intersects',
      '$ne',
      'bogus',
    ]
    const values = [
      'not-a-date',
      '1,2,3',
      'abc',
      '1e400',
      '9'.repeat(45),
      '',
      '%00',
      '%E9',
      'true',
      '2026-13-45',
      '-1',
      'null',
    ]
    const requests: FuzzRequest[] = []
    const json = { 'content-type': 'application/json' }
    for (const collection of collections) {
      for (const id of [...HOSTILE_SEGMENTS, '12abc', '1.5']) {
        requests.push({
          label: 'bad id',
          method: 'GET',
          path: `/api/cms/${collection}/${id}`,
          headers: staff,
        })
        requests.push({
          label: 'bad version id',
          method: 'GET',
          path: `/api/cms/${collection}/versions/${id}`,
          headers: staff,
        })
      }
      for (const id of ['abc', '1e400', '9'.repeat(45)]) {
        for (const method of ['PATCH', 'DELETE'] as const) {
          requests.push({
            label: 'bad id',
            method,
            path: `/api/cms/${collection}/${id}`,
            headers: { ...staff, ...json },
            body: '{}',
          })
        }
        requests.push({
          label: 'bad duplicate',
          method: 'POST',
          path: `/api/cms/${collection}/${id}/duplicate`,
          headers: staff,
        })
      }
      for (let i = 0; i < 12; i++) {
        const where = `where[${random.pick(fields)}][${random.pick(operators)}]=${random.pick(values)}`
        requests.push({
          label: 'bad where',
          method: 'GET',
          path: `/api/cms/${collection}?${where}`,
          headers: random.pick([staff, {}]),
        })
      }
      const nested = `${'where[and][0]'.repeat(12)}[title][equals]=x`
      for (const query of [
        nested,
        'where[id][equals][$ne]=1',
        'where[title][equals][]=1&where[title][equals][]=2',
        'where=notjson',
        'where={"id":{"equals":{"$gt":1}}}',
        'data=notjson',
        'depth=1e10&limit=-5&page=abc&sort=-%00&select[x]=1&populate[y]=2&joins[z]=3',
        'locale=*&fallback-locale=%E9&draft=maybe',
        `${'a'.repeat(7000)}=1`,
      ]) {
        requests.push({
          label: 'bad query',
          method: 'GET',
          path: `/api/cms/${collection}?${query}`,
          headers: staff,
        })
      }
      // Refused before anything is written: bodies that are not a document.
      for (const body of ['{bad', '[]', '"x"', '12', '{"a":', '{"_st']) {
        requests.push({
          label: 'bad body',
          method: 'POST',
          path: `/api/cms/${collection}`,
          headers: { ...staff, ...json },
          body,
        })
      }
      requests.push({
        label: 'GET as POST',
        method: 'POST',
        path: `/api/cms/${collection}`,
        headers: { ...json, 'x-http-method-override': 'GET' },
        body: '{bad',
      })
      requests.push({
        label: 'broken upload',
        method: 'POST',
        path: `/api/cms/${collection}`,
        headers: { ...staff, 'content-type': 'multipart/form-data; boundary=x' },
        body: 'garbage',
      })
      for (const method of ['PUT', 'TRACE', 'PROPFIND']) {
        requests.push({
          label: 'bad method',
          method,
          path: `/api/cms/${collection}`,
          headers: staff,
        })
      }
    }
    for (const target of [
      'users/verify/abc',
      'users/verify/%00',
      'users/reset-password',
      'users/unlock',
      'users/forgot-password',
      'users/login',
      'users/first-register',
      'users/refresh-token',
      'globals/site-settings/versions/abc',
      'globals/nope',
      'media/file/nope.jpg',
      'media/file/..%2F..%2Fetc%2Fpasswd',
      'media/paste-url/abc',
      'payments/abc/refund',
      'integration-clients/abc/new-key',
      'pages/access/abc',
    ]) {
      for (const body of ['{bad', '{"email": {"$ne": null}, "password": []}', '[]']) {
        requests.push({
          label: 'auth and special routes',
          method: 'POST',
          path: `/api/cms/${target}`,
          headers: json,
          body,
        })
      }
      requests.push({ label: 'auth and special routes', method: 'GET', path: `/api/cms/${target}` })
    }
    for (const body of [
      '{bad',
      '[]',
      '"x"',
      'null',
      '{"query": 1}',
      '{"query": "{"}',
      `{"query": "${'{a'.repeat(5000)}"}`,
      '{"query": "{ Pages(where: { updatedAt: { greater_than: \\"x\\" } }) { docs { id } } }"}',
      '{"query": "{ Page(id: 1e400) { id } }"}',
      '{"query": "{ Pages { docs { id } } }", "variables": "x"}',
      '{"query": "mutation { deletePage(id: 1) { id } }"}',
      '{"query": "{ __schema { types { name } } }"}',
      `{"query": "{ Pages(limit: 1) { docs { id } } }", "variables": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
    ]) {
      requests.push({
        label: 'graphql',
        method: 'POST',
        path: '/api/cms/graphql',
        headers: json,
        body,
      })
    }
    requests.push({
      label: 'graphql',
      method: 'POST',
      path: '/api/cms/graphql',
      headers: { 'content-type': 'text/plain' },
      body: 'garbage',
    })
    check(await sendAll(request, requests))
  })

  test('an idle connection is kept longer than the 60 s of a proxy in front, never reset under it', async ({
    request,
  }) => {
    const answer = await request.get('/api/build')
    expect(answer.headers()['keep-alive']).toBe('timeout=65')
  })

  test('what the HTTP parser refuses: 414, 431, 405, 400, never a reset', async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port)
    const head = (line: string, headers = '') =>
      `${line}\r\nHost: localhost:${port}\r\n${headers}Connection: close\r\n\r\n`
    const cases: [string, string, number][] = [
      ['100 KB path', head(`GET /${'a'.repeat(100_000)} HTTP/1.1`), 414],
      ['10 KB path', head(`GET /${'a'.repeat(10_000)} HTTP/1.1`), 414],
      ['40 KB header', head('GET / HTTP/1.1', `X-Big: ${'a'.repeat(40_000)}\r\n`), 431],
      [
        'many headers',
        head('GET / HTTP/1.1', `X-Aaaaaaaaaa: ${'b'.repeat(40)}\r\n`.repeat(800)),
        431,
      ],
      ['unknown method', head('BREW / HTTP/1.1'), 405],
      ['CONNECT', head(`CONNECT localhost:${port} HTTP/1.1`), 405],
      ['TRACE', head('TRACE /api/epc/users/init HTTP/1.1'), 405],
      ['garbled line', head('G@T / HTTP/1.1'), 400],
      ['bad header', head('GET / HTTP/1.1', 'Bad Header: x\r\n'), 400],
      ['bad length', head('POST / HTTP/1.1', 'Content-Length: abc\r\n'), 400],
      [
        'two lengths',
        head('POST /api/epc/auth/login HTTP/1.1', 'Content-Length: 1\r\nContent-Length: 2\r\n'),
        400,
      ],
      [
        'chunked action',
        head('POST / HTTP/1.1', 'Next-Action: abc\r\nTransfer-Encoding: chunked\r\n') + '0\r\n\r\n',
        411,
      ],
    ]
    const problems: string[] = []
    for (const [name, bytes, status] of cases) {
      const { head: answer, text } = await sendRaw(port, bytes)
      report.push({
        request: { label: name, method: 'RAW', path: name },
        status: Number(answer.split(' ')[1] ?? 0),
        text,
      })
      if (!answer.startsWith(`HTTP/1.1 ${status} `))
        problems.push(`${name}: ${answer.slice(0, 80) || '(no answer)'}`)
      if (/\n\s+at [^\n]+:\d+:\d+/.test(text)) problems.push(`${name}: stack trace`)
    }
    expect(problems).toEqual([])
  })
})
