import { decodeJwt } from 'jose'
import type { NextRequest, NextResponse } from 'next/server'

import { ACCESS_COOKIE, ID_COOKIE, MEMBER_HINT_COOKIE, REFRESH_COOKIE } from './session-cookies'

/** Refresh a little before expiry so a page never renders with a token that dies mid-request. */
const EARLY_MS = 30_000

/** Reads one cookie of the request (the proxy's NextRequest, or the server's raw header). */
export type CookieReader = (name: string) => string | undefined

/**
 * True when the access token is missing or about to expire (its signature is the page's check).
 * The proxy then refreshes the session; the server's page snapshots leave such a request to it.
 */
export function needsRefresh(cookie: CookieReader, now = Date.now()): boolean {
  if (!cookie(REFRESH_COOKIE)) return false
  const token = cookie(ACCESS_COOKIE)
  if (!token) return true
  try {
    const { exp } = decodeJwt(token)
    return typeof exp !== 'number' || exp * 1000 - EARLY_MS <= now
  } catch {
    return true
  }
}

/**
 * Silent refresh for page requests, run by the proxy: it calls our own refresh endpoint (the one
 * place that rotates tokens, against the database) and hands the new cookies both to the page being
 * rendered (request) and to the browser (response). A refused refresh clears the session cookies.
 */
export async function refreshBeforeRender(
  request: NextRequest,
): Promise<((response: NextResponse) => void) | null> {
  if (!needsRefresh((name) => request.cookies.get(name)?.value)) return null
  let answer: Response
  try {
    answer = await fetch(new URL('/api/epc/auth/refresh', request.nextUrl.origin), {
      method: 'POST',
      headers: {
        cookie: request.headers.get('cookie') ?? '',
        origin: request.nextUrl.origin,
        'user-agent': request.headers.get('user-agent') ?? '',
        'content-type': 'application/json',
      },
      body: '{}',
      cache: 'no-store',
    })
  } catch {
    // Server busy or restarting: render as a visitor this time, keep the cookies for the next try.
    return null
  }
  const setCookies = answer.headers.getSetCookie()
  const fresh = new Map<string, string>()
  for (const line of setCookies) {
    const [pair] = line.split(';')
    const index = pair!.indexOf('=')
    fresh.set(pair!.slice(0, index).trim(), pair!.slice(index + 1))
  }
  for (const name of [ACCESS_COOKIE, ID_COOKIE, REFRESH_COOKIE, MEMBER_HINT_COOKIE]) {
    const value = fresh.get(name)
    if (value) request.cookies.set(name, value)
    else request.cookies.delete(name)
  }
  return (response) => {
    for (const line of setCookies) response.headers.append('set-cookie', line)
  }
}
