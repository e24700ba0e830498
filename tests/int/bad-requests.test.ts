import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import * as cmsGraphql from '@/app/(payload)/api/cms/graphql/route'
import * as cmsRest from '@/app/(payload)/api/cms/[...slug]/route'
import { submitContactAction } from '@/features/forms/server/contact-action'
import { submitNewsletterAction } from '@/features/forms/server/newsletter-actions'
import { loginRoute } from '@/features/identity/server/routes'
import { signUpRoute } from '@/server/member-routes'
import {
  capsRoute,
  machinePaymentRoute,
  notificationRoute,
} from '@/features/payments/server/routes'
import { submitQuoteRequestAction } from '@/features/seminars/server/quote-request-action'
import { InvalidActionArguments } from '@/platform/http/action-scope'

import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { ApiClient } from './support/api-client'
import { createTestPayload, type TestPayload } from './support/payload'

/**
 * Hostile input the black-box test found answered with a 5xx (ADR 0042), each asked of the
 * handler that used to fail: the product API's payments calls, the forms' server actions and
 * Payload's REST and GraphQL API. The server-level cases (methods, 414, 431, server action
 * origin and size) are in src/platform/http/*.test.ts and tests/e2e/fuzz.spec.ts.
 */

let ctx: TestPayload
let staffToken: string

beforeAll(async () => {
  ctx = await createTestPayload()
  const staff = { email: 'admin.bad-requests@atout.test', password: 'Bad-requests-1!' }
  await ctx.payload.create({
    collection: 'users',
    data: { ...staff, name: 'Admin', roles: ['admin'] } as never,
  })
  const login = await ctx.payload.login({ collection: 'users', data: staff })
  staffToken = login.token!
}, 120_000)

afterAll(async () => {
  await ctx?.cleanup()
})

const SITE = 'http://localhost:3000'
const client = new ApiClient(SITE)

/** A raw POST (any body text) as a browser on the site would send it. */
function rawPost(path: string, body: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, SITE), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body,
  })
}

const twoMegabytes = JSON.stringify({ email: 'a'.repeat(2_000_000), password: 'x' })

describe('product API: bodies that are not the fields of the call', () => {
  test.each(['[]', '"caps"', '12', 'null', '{"daily": ', '\u0000'])(
    'POST /api/epc/payments/caps with %j is a 400 with the translated cap error',
    async (body) => {
      const french = await capsRoute(rawPost('/api/epc/payments/caps', body))
      expect(french.status).toBe(400)
      expect(await french.json()).toEqual({
        code: 'invalidCap',
        message: fr.payments.errors.invalidCap,
      })
      const english = await capsRoute(rawPost('/api/epc/payments/caps?lang=en', body))
      expect(english.status).toBe(400)
      expect(await english.json()).toEqual({
        code: 'invalidCap',
        message: en.payments.errors.invalidCap,
      })
    },
  )

  test('the origin is checked before the body', async () => {
    const response = await capsRoute(
      rawPost('/api/epc/payments/caps', '[]', { origin: 'https://evil.example' }),
    )
    expect(response.status).toBe(403)
  })

  test('POST /api/epc/payments/machine with an array is a 400 in the API error shape', async () => {
    const response = await machinePaymentRoute(rawPost('/api/epc/payments/machine?lang=en', '[1]'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'invalidInput', message: en.api.invalidInput })
  })

  test.each([
    ['the caps', capsRoute],
    ['a machine payment', machinePaymentRoute],
    ['a login', loginRoute],
  ])('a 2 MB body for %s is a 413', async (_name, handler) => {
    const response = await handler(rawPost('/api/epc/x', twoMegabytes))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      code: 'payloadTooLarge',
      message: fr.api.payloadTooLarge,
    })
  })

  test('a provider notification of 2 MB is a 413, not read whole', async () => {
    const response = await notificationRoute(
      rawPost('/api/payments/notifications/x', twoMegabytes),
      {
        params: Promise.resolve({ provider: 'sandbox' }),
      },
    )
    expect(response.status).toBe(413)
  })

  test.each(['[]', '"x"', '{bad', '{"email": 1}'])(
    'a login or a sign-up with %j is a 400 with the fields',
    async (body) => {
      const login = await loginRoute(rawPost('/api/epc/auth/login', body))
      expect(login.status).toBe(400)
      const signUp = await signUpRoute(rawPost('/api/epc/users/signup', body))
      expect(signUp.status).toBe(400)
    },
  )

  test('a well-formed call still works', async () => {
    const { status } = await client.call(loginRoute, 'POST', '/api/epc/auth/login', {
      body: { email: 'nobody@atout.test', password: 'wrong-password' },
    })
    expect(status).toBe(401)
  })
})

describe('server actions: malformed arguments are refused before any work', () => {
  const form = new FormData()
  test.each<[string, unknown[]]>([
    ['numbers', [1, 2, 3]],
    ['no arguments', []],
    ['a string for the form', ['fr', null, 'x']],
    ['an object for the locale', [{ $ne: 1 }, null, form]],
    ['a 1000-character locale', ['x'.repeat(1000), null, form]],
  ])('%s', async (_name, args) => {
    const actions = [submitContactAction, submitNewsletterAction, submitQuoteRequestAction] as ((
      ...values: unknown[]
    ) => Promise<unknown>)[]
    for (const action of actions) {
      await expect(action(...args)).rejects.toBeInstanceOf(InvalidActionArguments)
    }
  })
})

type RestHandler = (
  request: Request,
  args: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

/** Payload's REST API through the route module Next serves (src/app/(payload)/api/cms/…). */
async function cms(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS',
  target: string,
  options: { body?: string; headers?: Record<string, string>; staff?: boolean } = {},
) {
  const url = new URL(target, SITE)
  const slug = url.pathname.replace(/^\/api\/cms\//, '').split('/')
  const headers: Record<string, string> = { origin: SITE, ...options.headers }
  if (options.staff) headers.authorization = `JWT ${staffToken}`
  const request = new NextRequest(url, { method, headers, body: options.body })
  const handler = (cmsRest as Record<string, RestHandler>)[method]!
  const response = await handler(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return { status: response.status, text, response }
}

function errorsOf(text: string): string[] {
  return (JSON.parse(text) as { errors: { message: string }[] }).errors.map((e) => e.message)
}

describe("Payload's REST API: malformed requests are 4xx in Payload's error shape", () => {
  test.each([
    '/api/cms/pages/abc',
    '/api/cms/pages/1e400',
    `/api/cms/pages/${'9'.repeat(45)}`,
    '/api/cms/pages/12abc',
    '/api/cms/pages/versions/abc',
    '/api/cms/globals/site-settings/versions/abc',
    '/api/cms/payload-locked-documents/abc',
    '/api/cms/media/file/nope.jpg',
  ])('GET %s is a 404', async (target) => {
    const { status, text } = await cms('GET', target, { staff: true })
    expect(status).toBe(404)
    expect(errorsOf(text)).toEqual(['Pas trouvé'])
  })

  test('the 404 speaks the caller’s language', async () => {
    const { text } = await cms('GET', '/api/cms/pages/abc', {
      headers: { 'accept-language': 'en' },
    })
    expect(errorsOf(text)).toEqual(['Not Found'])
  })

  test.each([
    ['near on a text', 'where[title][near]=1,2,3', 'title.near'],
    ['not a date', 'where[updatedAt][greater_than]=not-a-date', 'updatedAt.greater_than'],
    ['an operator object', 'where[id][equals][$ne]=1', 'id.equals'],
    ['letters in an id list', 'where[id][in]=a,b', 'id.in'],
    ['1e400 for an id', 'where[id][equals]=1e400', 'id.equals'],
    ['an array for equals', 'where[title][equals][]=1&where[title][equals][]=2', 'title.equals'],
    ['a where that is not JSON', 'where=notjson', 'where'],
    ['data that is not JSON', 'data=notjson', 'data'],
    ['all on a single value', 'where[title][all]=x', 'title.all'],
    ['like on a date', 'where[createdAt][not_like]=x', 'createdAt.not_like'],
    ['contains on a date', 'where[createdAt][contains]=true', 'createdAt.contains'],
  ])('GET /api/cms/pages?%s (%s) is a 400 naming it', async (_name, query, path) => {
    for (const staff of [false, true]) {
      const { status, text } = await cms('GET', `/api/cms/pages?${query}`, { staff })
      expect(status).toBe(400)
      expect(errorsOf(text)).toEqual([fr.api.invalidQuery.replace('{path}', path)])
    }
    const count = await cms('GET', `/api/cms/pages/count?${query}`)
    expect(count.status).toBe(400)
  })

  test('a value the database refuses on a path not checked up front is a 400, not a 500', async () => {
    // Versions are queried by their parent's id; 'abc' reaches the database, which refuses it.
    const { status, text } = await cms('GET', '/api/cms/pages/versions?where[parent][equals]=abc', {
      staff: true,
    })
    expect(status).toBeLessThan(500)
    expect(text).not.toMatch(/Failed query|at .*\.(js|ts):\d+/)
  })

  test("Payload's own collections are checked too", async () => {
    const { status, text } = await cms('GET', '/api/cms/payload-preferences?where[id][near]=1,2', {
      staff: true,
    })
    expect(status).toBe(400)
    expect(errorsOf(text)).toEqual([fr.api.invalidQuery.replace('{path}', 'id.near')])
  })

  test('DELETE of a staff preference works (Payload fails on it with SQLite), by key', async () => {
    // As the admin saves one (its list columns, say).
    const saved = await cms('POST', '/api/cms/payload-preferences/fuzz-columns', {
      body: JSON.stringify({ value: { columns: ['title'] } }),
      headers: { 'content-type': 'application/json' },
      staff: true,
    })
    expect(saved.status).toBe(200)
    expect((await cms('DELETE', '/api/cms/payload-preferences/fuzz-columns')).status).toBe(401)
    const deleted = await cms('DELETE', '/api/cms/payload-preferences/fuzz-columns', {
      staff: true,
    })
    expect(deleted.status).toBe(200)
    expect(JSON.parse(deleted.text)).toMatchObject({ key: 'fuzz-columns' })
    const again = await cms('DELETE', '/api/cms/payload-preferences/fuzz-columns', { staff: true })
    expect(again.status).toBe(404)
  })

  test('POST /api/cms/users/verify/abc (no e-mail verification for staff) is a 404', async () => {
    const { status } = await cms('POST', '/api/cms/users/verify/abc')
    expect(status).toBe(404)
  })

  test('/api/cms/payload-migrations (no REST routes) is a 404, not a 501', async () => {
    const { status } = await cms('GET', '/api/cms/payload-migrations', { staff: true })
    expect(status).toBe(404)
  })

  test.each([
    ['{bad', fr.api.invalidJson],
    ['[]', fr.api.invalidInput],
    ['"x"', fr.api.invalidInput],
    ['12', fr.api.invalidInput],
  ])('a JSON body %j is a 400', async (body, message) => {
    for (const [method, target] of [
      ['POST', '/api/cms/pages'],
      ['PATCH', '/api/cms/pages/1'],
      ['POST', '/api/cms/users/login'],
    ] as const) {
      const { status, text } = await cms(method, target, {
        body,
        headers: { 'content-type': 'application/json' },
        staff: true,
      })
      expect(status, `${method} ${target}`).toBe(400)
      expect(errorsOf(text)).toEqual([message])
    }
  })

  test('a GET sent as POST with a body that is not JSON is a 400', async () => {
    const { status } = await cms('POST', '/api/cms/pages', {
      body: '{bad',
      headers: { 'content-type': 'application/json', 'x-http-method-override': 'GET' },
    })
    expect(status).toBe(400)
  })

  test('a multipart body that does not parse is a 400', async () => {
    const { status } = await cms('POST', '/api/cms/media', {
      body: 'garbage',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      staff: true,
    })
    expect(status).toBe(400)
  })

  test('OPTIONS lists the methods', async () => {
    const { response } = await cms('OPTIONS', '/api/cms/pages')
    expect(response.headers.get('allow')).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT')
  })

  test('well-formed queries still work', async () => {
    for (const target of [
      '/api/cms/pages?limit=1',
      '/api/cms/pages?where[updatedAt][greater_than]=2020-01-01T00:00:00.000Z',
      '/api/cms/pages?where[id][in]=1,2&where[title][like]=casino',
      '/api/cms/pages?where[or][0][title][exists]=true&where[or][1][id][equals]=1',
      '/api/cms/pages?where={"title":{"equals":"x"}}',
    ]) {
      expect((await cms('GET', target)).status, target).toBe(200)
    }
    expect((await cms('GET', '/api/cms/users/me', { staff: true })).status).toBe(200)
  })
})

describe("Payload's GraphQL API", () => {
  async function graphql(body: string) {
    const response = await cmsGraphql.POST(
      new NextRequest(new URL('/api/cms/graphql', SITE), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE },
        body,
      }),
      { params: Promise.resolve({}) },
    )
    return { status: response.status, text: await response.text() }
  }

  test('a body that is not JSON is a 400', async () => {
    const { status, text } = await graphql('{bad')
    expect(status).toBe(400)
    expect(errorsOf(text)).toEqual([fr.api.invalidJson])
  })

  test('a query nested past 40 levels is a 400', async () => {
    const { status } = await graphql(JSON.stringify({ query: `{${'a{'.repeat(5000)}` }))
    expect(status).toBe(400)
  })

  test('a query still works', async () => {
    const { status, text } = await graphql(
      JSON.stringify({ query: '{ Pages(limit: 1) { totalDocs } }' }),
    )
    expect(status).toBe(200)
    expect(text).toContain('totalDocs')
  })
})
