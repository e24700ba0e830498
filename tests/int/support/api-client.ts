import { NextRequest } from 'next/server'

type Handler = (request: NextRequest) => Promise<Response>

/** The product API's calls behind the public forms' captcha (docs/decisions/0023-captcha.md). */
const CAPTCHA_PATHS = ['/api/epc/users/signup', '/api/epc/auth/forgot-password']

/**
 * Like a browser, the client solves the captcha of those calls (the proof of work, in the test):
 * a body without `captcha` gets a fresh answer; `captcha: null` (or any value) is sent as given.
 */
async function withCaptcha(path: string, body: unknown): Promise<unknown> {
  const pathname = new URL(path, 'http://localhost').pathname
  if (!CAPTCHA_PATHS.includes(pathname) || typeof body !== 'object' || body === null) return body
  if ('captcha' in body) return body
  const { solveCaptchaForTest } = await import('../../support/captcha-test-kit')
  return { ...body, captcha: await solveCaptchaForTest() }
}

/**
 * A parsed JSON answer. Tests read nested fields by path (body.error.fieldErrors.x[0].code) and
 * assert each one, so the loose type is confined to this test helper.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

/** Calls route handlers like a browser would: JSON bodies, same-origin header, a cookie jar. */
export class ApiClient {
  readonly cookies = new Map<string, string>()

  constructor(private readonly origin = 'http://localhost:3000') {}

  private cookieHeader(): string {
    return [...this.cookies.entries()].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const [name, ...rest] = pair!.split('=')
      const value = rest.join('=')
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === ''
      if (expired) this.cookies.delete(name!.trim())
      else this.cookies.set(name!.trim(), value)
    }
  }

  async call(
    handler: Handler,
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; origin?: string | null } = {},
  ): Promise<{ status: number; body: Json; response: Response }> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...options.headers,
    }
    if (options.origin !== null) headers.origin = options.origin ?? this.origin
    const cookie = this.cookieHeader()
    if (cookie) headers.cookie = cookie
    const body = await withCaptcha(path, options.body)
    const request = new NextRequest(new URL(path, this.origin), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const response = await handler(request)
    this.store(response)
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null, response }
  }
}
