import type { NextResponse } from 'next/server'

import { getEnv } from '@/platform/config/env'
import { isHttpsSite } from '@/platform/security/headers'

import { ACCESS_TOKEN_TTL_SECONDS } from './tokens'

type ResponseCookies = NextResponse['cookies']

export const ACCESS_COOKIE = 'access_token'
export const REFRESH_COOKIE = 'refresh_token'
export const ID_COOKIE = 'id_token'
/**
 * Not a credential: tells cached public pages (through CSS, before any script runs) to show the
 * member menu instead of the login link. It carries no identity.
 */
export const MEMBER_HINT_COOKIE = 'atout_member'

export type SessionCookieValues = {
  accessToken: string
  idToken: string
  refreshToken: string
  refreshMaxAge: number
}

function baseOptions() {
  return {
    httpOnly: true,
    secure: isHttpsSite(getEnv().SITE_URL),
    sameSite: 'lax' as const,
    path: '/',
  }
}

/** The spec's three httpOnly cookies (ARCHITECTURE §4), plus the hint cookie. */
export function setSessionCookies(cookies: ResponseCookies, values: SessionCookieValues): void {
  const options = baseOptions()
  cookies.set(ACCESS_COOKIE, values.accessToken, { ...options, maxAge: ACCESS_TOKEN_TTL_SECONDS })
  cookies.set(ID_COOKIE, values.idToken, { ...options, maxAge: ACCESS_TOKEN_TTL_SECONDS })
  cookies.set(REFRESH_COOKIE, values.refreshToken, { ...options, maxAge: values.refreshMaxAge })
  cookies.set(MEMBER_HINT_COOKIE, '1', {
    ...options,
    httpOnly: false,
    maxAge: values.refreshMaxAge,
  })
}

/** Clearing the three session cookies logs the client out (spec section 4). */
export function clearSessionCookies(cookies: ResponseCookies): void {
  const options = baseOptions()
  for (const name of [ACCESS_COOKIE, ID_COOKIE, REFRESH_COOKIE, MEMBER_HINT_COOKIE]) {
    cookies.set(name, '', { ...options, httpOnly: name !== MEMBER_HINT_COOKIE, maxAge: 0 })
  }
}
