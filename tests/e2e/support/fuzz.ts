import { connect } from 'node:net'

import type { APIRequestContext } from '@playwright/test'

/**
 * The fuzz test's generator and checks (tests/e2e/fuzz.spec.ts, ADR 0042): a seeded generator of
 * hostile requests, a runner that sends them a few at a time, and the verdict on each answer (no
 * 5xx, no stack trace). Deterministic: the same seed sends the same requests.
 */

/** mulberry32: a small seeded generator, enough to pick garbage deterministically. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
  }
}
export type Random = ReturnType<typeof seededRandom>

export type FuzzRequest = {
  label: string
  method: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  multipart?: Record<string, string>
  /** A status the answer must have (beyond "not a 5xx"). */
  expectStatus?: number
}

export type FuzzResult = { request: FuzzRequest; status: number; text: string; allow?: string }

/** Strings that break naive code: control characters, lone surrogates, huge, SQL, paths, JSON. */
export function hostileString(random: Random): string {
  return random.pick([
    '',
    ' ',
    '\u0000',
    '\u0000\u0001\u001f\u007f',
    '\ud800',
    '\udfff\ud800',
    'a'.repeat(100_000),
    "' OR 1=1 --",
    '"; DROP TABLE members; --',
    '../../../../etc/passwd',
    '%00%ff%E9',
    '<script>alert(1)</script>',
    '{"$ne": null}',
    '1e400',
    '-1',
    '9'.repeat(45),
    'NaN',
    'null',
    'true',
    '😀'.repeat(1000),
    '\r\nSet-Cookie: x=1',
  ])
}

/** A hostile string that can travel in a header (printable ASCII only, as HTTP clients require). */
export function hostileHeader(random: Random): string {
  const text = hostileString(random)
    .slice(0, 500)
    .replace(/[^\x20-\x7e]/g, '?')
  return text.trim() === '' ? 'x' : text
}

/** A value of any JSON type, mostly the wrong one for the field it goes into. */
export function hostileValue(random: Random, depth = 0): unknown {
  const choice = random.int(depth > 1 ? 6 : 9)
  switch (choice) {
    case 0:
      return hostileString(random)
    case 1:
      return random.pick([0, -1, 1e308, -1e308, 0.5, 2 ** 53, 12])
    case 2:
      return random.pick([true, false])
    case 3:
      return null
    case 4:
      return hostileString(random)
    case 5:
      return random.pick([[], {}, '', 0])
    case 6:
      return [hostileValue(random, depth + 1), hostileValue(random, depth + 1)]
    case 7:
      return { $ne: null, nested: hostileValue(random, depth + 1) }
    default:
      return { [hostileString(random).slice(0, 50)]: hostileValue(random, depth + 1) }
  }
}

/** JSON nested `levels` deep: some parsers recurse once per level. */
export const deeplyNested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`

/**
 * Bodies that are never a valid call (the fuzz must not succeed at anything on the demo data):
 * other JSON types, invalid JSON, broken encodings, huge, and objects of the call's own field
 * names with values of the wrong type.
 */
export function hostileBodies(
  random: Random,
  fields: readonly string[],
): { body: string; type: string }[] {
  const json = 'application/json'
  const wrongFields = () =>
    JSON.stringify(
      Object.fromEntries(
        [...fields, 'extra', '__proto__', 'constructor'].map((name) => [
          name,
          hostileValue(random),
        ]),
      ),
    )
  return [
    { body: '[]', type: json },
    { body: '"x"', type: json },
    { body: '12', type: json },
    { body: 'null', type: json },
    { body: 'true', type: json },
    { body: '{bad', type: json },
    { body: '{"a":', type: json },
    { body: '\u0000', type: json },
    { body: '{"a":"\\ud800"}', type: json },
    { body: deeplyNested(20_000), type: json },
    { body: JSON.stringify({ [fields[0] ?? 'a']: 'x'.repeat(2_000_000) }), type: json },
    { body: wrongFields(), type: json },
    { body: wrongFields(), type: json },
    { body: wrongFields(), type: json },
    { body: 'a=1&a=2&%zz=%', type: 'application/x-www-form-urlencoded' },
    { body: '--x\r\nbroken', type: 'multipart/form-data; boundary=x' },
    { body: '<xml/>', type: 'application/xml' },
    { body: '{"a":1}', type: 'text/plain' },
  ]
}

/** Path parameter values that name nothing (or try to escape). */
export const HOSTILE_SEGMENTS = [
  'abc',
  '0',
  '-1',
  '1e400',
  '9'.repeat(45),
  '%00',
  '%E9',
  '..%2F..%2Fetc%2Fpasswd',
  '%ED%A0%80',
  "'%20OR%201=1",
  'a'.repeat(3000),
]

/** A query value as sent: percent-encoded, lone surrogates as the raw bytes of one. */
function encodeQueryValue(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return `%ED%A0%80${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}`
  }
}

/** Query strings of garbage: unknown and repeated parameters, bad escapes, huge values. */
export function hostileQueries(random: Random, names: readonly string[]): string[] {
  const name = () => random.pick([...names, 'lang', 'x', '__proto__'])
  return [
    `${name()}=${encodeQueryValue(hostileString(random).slice(0, 2000))}`,
    `${name()}=1&${name()}=2&${name()}[]=3&${name()}[a][b]=4`,
    `lang=%E9&${name()}=%zz`,
  ]
}

/** A V8 stack frame or a file path with a line number: never in an answer. */
const STACK = [
  /\n\s+at [^\n]+:\d+:\d+/,
  /\((?:\/|file:\/\/|node:|webpack)[^)\s]*:\d+:\d+\)/,
  /"stack"\s*:/,
  /Failed query:/,
]
/** The issue's own pattern, for answers that are not pages (a page's scripts are not stacks). */
const STACK_IN_DATA = /at .*\.(js|ts):\d+/

export function hasStackTrace(text: string, contentType: string): boolean {
  if (STACK.some((pattern) => pattern.test(text))) return true
  return !contentType.includes('text/html') && STACK_IN_DATA.test(text)
}

/** Sends the requests `concurrency` at a time; every answer is kept (a reset is status 0). */
export async function sendAll(
  request: APIRequestContext,
  requests: readonly FuzzRequest[],
  concurrency = 4,
): Promise<FuzzResult[]> {
  const results: FuzzResult[] = []
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const fuzz = requests[next++]!
      try {
        const response = await request.fetch(fuzz.path, {
          method: fuzz.method,
          headers: fuzz.headers,
          data: fuzz.body,
          multipart: fuzz.multipart,
          maxRedirects: 0,
          failOnStatusCode: false,
          timeout: 30_000,
        })
        const body = await response.body()
        const type = response.headers()['content-type'] ?? ''
        const text = body.toString('utf8')
        results.push({
          request: fuzz,
          status: response.status(),
          text: hasStackTrace(text, type)
            ? `STACK TRACE: ${text.slice(0, 500)}`
            : text.slice(0, 300),
          allow: response.headers()['allow'],
        })
      } catch (error) {
        results.push({ request: fuzz, status: 0, text: String(error).slice(0, 300) })
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}

/** What is wrong with an answer: a 5xx, a reset, a stack trace, or not the status expected. */
export function problemsOf(results: readonly FuzzResult[]): string[] {
  return results.flatMap(({ request, status, text }) => {
    const name = `${request.method} ${request.path.slice(0, 120)} [${request.label}]`
    if (status === 0) return [`${name}: no answer (${text})`]
    if (status >= 500) return [`${name}: ${status} ${text.slice(0, 200)}`]
    if (text.startsWith('STACK TRACE')) return [`${name}: ${text.slice(0, 300)}`]
    if (request.expectStatus && status !== request.expectStatus) {
      return [`${name}: ${status}, expected ${request.expectStatus}`]
    }
    return []
  })
}

/** Counts of answers by status, for the report. */
export function statusCounts(results: readonly FuzzResult[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

/**
 * Raw bytes on a socket, for what an HTTP client will not send (CONNECT, a method Node does not
 * know, a garbled request line): the answer's status line and body, or the error.
 */
export function sendRaw(port: number, bytes: string): Promise<{ head: string; text: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setTimeout(15_000, () => socket.destroy())
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')))
    socket.on('error', (error) => resolve({ head: `ERROR ${error.message}`, text: answer }))
    socket.on('close', () => {
      const end = answer.indexOf('\r\n\r\n')
      resolve({ head: answer.slice(0, end === -1 ? undefined : end), text: answer })
    })
    socket.write(bytes)
  })
}
