/**
 * The newsletter (docs/decisions/0024-newsletter-one-source.md): three lists, the same as a
 * member's casino, hotel and partner opt-ins, kept in one place per e-mail address. Links in
 * mails carry signed tokens (no database lookup to trust them); the signature is the server's.
 */

export const NEWSLETTER_LISTS = ['casino', 'hotel', 'partner'] as const
export type NewsletterList = (typeof NEWSLETTER_LISTS)[number]

export const SUBSCRIPTION_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export type ListFlags = Record<NewsletterList, boolean>

export const NO_LISTS: ListFlags = { casino: false, hotel: false, partner: false }

export function isNewsletterList(value: unknown): value is NewsletterList {
  return typeof value === 'string' && (NEWSLETTER_LISTS as readonly string[]).includes(value)
}

export function listsOf(
  flags: Partial<Record<NewsletterList, boolean | null>> | null | undefined,
): NewsletterList[] {
  return NEWSLETTER_LISTS.filter((list) => flags?.[list] === true)
}

export function toListFlags(lists: readonly NewsletterList[]): ListFlags {
  return {
    casino: lists.includes('casino'),
    hotel: lists.includes('hotel'),
    partner: lists.includes('partner'),
  }
}

/**
 * Where an address stands: subscribed while it receives a list and was confirmed; pending while
 * it waits for its confirmation; unsubscribed once it receives nothing after having been confirmed.
 */
export function deriveSubscriptionStatus(row: {
  lists: Partial<Record<NewsletterList, boolean | null>>
  confirmedAt: string | null | undefined
}): SubscriptionStatus {
  const receives = listsOf(row.lists).length > 0
  if (!row.confirmedAt) return 'pending'
  return receives ? 'subscribed' : 'unsubscribed'
}

/** A confirmation link is valid for a week; an unsubscribe link forever (it only takes away). */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60_000

export type ConfirmClaims = {
  purpose: 'confirm'
  email: string
  lists: NewsletterList[]
  locale: 'fr' | 'en'
  expiresAt: number
}
export type UnsubscribeClaims = {
  purpose: 'unsubscribe'
  email: string
  list: NewsletterList | null
}
export type NewsletterClaims = ConfirmClaims | UnsubscribeClaims

/** The server's signature of a token body (HMAC), as URL-safe text. */
export type Signer = (body: string) => string

const toBase64Url = (text: string) =>
  btoa(String.fromCodePoint(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.codePointAt(0)!),
    )
  } catch {
    return null
  }
}

/** Same length and characters, compared without stopping at the first difference. */
function isSameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++)
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

export function encodeNewsletterToken(claims: NewsletterClaims, sign: Signer): string {
  const compact =
    claims.purpose === 'confirm'
      ? { p: 'c', e: claims.email, l: claims.lists, o: claims.locale, x: claims.expiresAt }
      : { p: 'u', e: claims.email, l: claims.list }
  const body = toBase64Url(JSON.stringify(compact))
  return `${body}.${sign(body)}`
}

export type TokenProblem = 'invalid' | 'expired'

/** The token's claims when its signature holds (and a confirmation has not expired). */
export function decodeNewsletterToken(
  token: string | null | undefined,
  sign: Signer,
  now: number,
): { ok: true; claims: NewsletterClaims } | { ok: false; problem: TokenProblem } {
  const invalid = { ok: false as const, problem: 'invalid' as const }
  if (!token || token.length > 1000) return invalid
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined || !isSameText(sign(body), signature)) {
    return invalid
  }
  let raw: Record<string, unknown>
  try {
    raw = JSON.parse(fromBase64Url(body) ?? 'null') as Record<string, unknown>
  } catch {
    return invalid
  }
  if (!raw || typeof raw.e !== 'string' || raw.e === '') return invalid
  if (raw.p === 'u') {
    if (raw.l !== null && !isNewsletterList(raw.l)) return invalid
    return { ok: true, claims: { purpose: 'unsubscribe', email: raw.e, list: raw.l } }
  }
  if (raw.p !== 'c' || !Array.isArray(raw.l) || typeof raw.x !== 'number') return invalid
  const lists = raw.l.filter(isNewsletterList)
  if (lists.length === 0 || lists.length !== raw.l.length) return invalid
  if (raw.x <= now) return { ok: false, problem: 'expired' }
  return {
    ok: true,
    claims: {
      purpose: 'confirm',
      email: raw.e,
      lists,
      locale: raw.o === 'en' ? 'en' : 'fr',
      expiresAt: raw.x,
    },
  }
}
