import type { Payload } from 'payload'
import { z } from 'zod'

import type { NewsletterSubscription } from '@/payload-types'
import { writeOrigin } from '@/platform/cms/write-origin'
import { getEnv } from '@/platform/config/env'
import type { Locale } from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'
import { getTranslator } from '@/platform/i18n/translator'
import { logger } from '@/platform/logger'
import type { ComposedMailDraft } from '@/platform/mail/compose/content'
import { sendComposedMail } from '@/platform/mail/mailer'
import { deriveKey, hmac } from '@/platform/security/signing'

import {
  CONFIRMATION_TTL_MS,
  decodeNewsletterToken,
  encodeNewsletterToken,
  isNewsletterList,
  listsOf,
  NEWSLETTER_LISTS,
  toListFlags,
  type ConfirmClaims,
  type NewsletterList,
  type Signer,
  type TokenProblem,
  type UnsubscribeClaims,
} from '../domain'
import { toFieldErrors, type PublicFormResult } from './form-results'
import { passPublicFormGate, toFormRefusal } from '@/platform/security/public-form-gate'

/** Newsletter links are signed with a key derived from the Payload secret (no new secret). */
export function newsletterSigner(secret = getEnv().PAYLOAD_SECRET): Signer {
  const key = deriveKey(secret, 'atout-newsletter', 'link-token-v1')
  return (body) => hmac(key, body).toString('base64url').slice(0, 32)
}

function pageLink(page: 'confirm' | 'unsubscribe', locale: Locale, token: string): string {
  const path = getPathname({ locale, href: `/newsletter/${page}` })
  return `${getEnv().SITE_URL}${path}?token=${encodeURIComponent(token)}`
}

export function unsubscribeToken(email: string, list: NewsletterList | null): string {
  return encodeNewsletterToken({ purpose: 'unsubscribe', email, list }, newsletterSigner())
}

/** The one-click endpoint of RFC 8058 (List-Unsubscribe-Post), outside any page. */
export function oneClickUnsubscribeUrl(token: string): string {
  return `${getEnv().SITE_URL}/api/forms/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
}

/** A newsletter mail's list names, in the reader's language ("Casinos, Partners' offers"). */
function listNames(locale: Locale, lists: readonly NewsletterList[]): string {
  const t = getTranslator(locale, 'forms')
  return lists.map((list) => t(`newsletter.lists.${list}`)).join(', ')
}

/** The double opt-in: the confirmation link (carrying the lists asked for) is the button. */
export function newsletterConfirmationMail(
  locale: Locale,
  lists: readonly NewsletterList[],
  token: string,
): ComposedMailDraft {
  const t = getTranslator(locale, 'forms')
  const subject = t('newsletter.mail.confirmSubject')
  const body = t('newsletter.mail.confirmBody', { lists: listNames(locale, lists) })
  return {
    subject,
    content: {
      preview: body,
      heading: subject,
      greeting: t('mail.hello'),
      blocks: [
        { kind: 'paragraph', text: body },
        {
          kind: 'action',
          label: t('newsletter.mail.confirmButton'),
          href: pageLink('confirm', locale, token),
        },
        { kind: 'note', text: t('newsletter.mail.confirmIgnore') },
      ],
      signature: t('mail.signature'),
    },
  }
}

/** After the confirmation: the lists just added (sent as a newsletter mail, see below). */
export function newsletterWelcomeMail(
  locale: Locale,
  added: readonly NewsletterList[],
): ComposedMailDraft {
  const t = getTranslator(locale, 'forms')
  const subject = t('newsletter.mail.welcomeSubject')
  const body = t('newsletter.mail.welcomeBody', { lists: listNames(locale, added) })
  return {
    subject,
    content: {
      preview: body,
      heading: subject,
      greeting: t('mail.hello'),
      blocks: [{ kind: 'paragraph', text: body }],
      signature: t('mail.signature'),
    },
  }
}

/**
 * A newsletter mail's draft with its unsubscribe link at the end (a page asking for a reason and
 * offering to come back), for the unsubscribe token of its address and list.
 */
export function withUnsubscribeLink(
  draft: ComposedMailDraft,
  locale: Locale,
  token: string,
): ComposedMailDraft {
  const t = getTranslator(locale, 'forms')
  return {
    ...draft,
    content: {
      ...draft.content,
      blocks: [
        ...draft.content.blocks,
        {
          kind: 'link',
          label: t('newsletter.mail.unsubscribeLink'),
          href: pageLink('unsubscribe', locale, token),
        },
      ],
    },
  }
}

export type NewsletterMail = ComposedMailDraft & {
  to: string
  locale: Locale
  /** The list the mail is about; null for a mail about the whole subscription. */
  list: NewsletterList | null
  kind: string
}

/**
 * The only way to send a newsletter mail: it always ends with the unsubscribe link and carries
 * List-Unsubscribe and List-Unsubscribe-Post, so mail programs show their own one-click
 * unsubscribe button.
 */
export async function sendNewsletterMail(payload: Payload, mail: NewsletterMail) {
  const token = unsubscribeToken(mail.to, mail.list)
  return sendComposedMail(payload, {
    ...withUnsubscribeLink({ subject: mail.subject, content: mail.content }, mail.locale, token),
    to: mail.to,
    kind: mail.kind,
    locale: mail.locale,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
}

async function findByEmail(payload: Payload, email: string) {
  const found = await payload.find({
    collection: 'newsletter-subscriptions',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** Creates the address's row, or finds it when a parallel request created it first. */
async function findOrCreate(
  payload: Payload,
  email: string,
  locale: Locale,
): Promise<NewsletterSubscription> {
  const existing = await findByEmail(payload, email)
  if (existing) return existing
  try {
    return await payload.create({
      collection: 'newsletter-subscriptions',
      data: { email, locale, status: 'pending' },
      overrideAccess: true,
    })
  } catch (error) {
    const raced = await findByEmail(payload, email)
    if (raced) return raced
    throw error
  }
}

const SubscribeSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(320).pipe(z.email()),
  lists: z.array(z.string()).transform((values) => values.filter(isNewsletterList)),
})

/**
 * The newsletter block: captcha, rate limits, then the address is stored (awaiting confirmation
 * when new) and mailed a confirmation link carrying the lists asked for. Nothing is received
 * before the link is followed (double opt-in), and the answer is the same whether or not the
 * address was known.
 */
export async function requestSubscription(
  payload: Payload,
  input: { email?: unknown; lists?: unknown; captcha?: unknown },
  { locale, ip, now = Date.now() }: { locale: Locale; ip: string | null; now?: number },
): Promise<PublicFormResult<{ email: string }>> {
  const parsed = SubscribeSchema.safeParse({
    email: input.email,
    lists: Array.isArray(input.lists) ? input.lists : [],
  })
  if (!parsed.success || parsed.data.lists.length === 0) {
    const fieldErrors = parsed.success ? {} : toFieldErrors(parsed.error.issues)
    if (!parsed.success || parsed.data.lists.length === 0) fieldErrors.lists ??= 'required'
    return { ok: false, error: { code: 'invalid', message: 'Invalid subscription', fieldErrors } }
  }
  const { email, lists } = parsed.data
  const refusal = await passPublicFormGate(payload, {
    form: 'newsletter',
    captcha: input.captcha,
    ip,
    email,
    now,
  })
  if (refusal) return { ok: false, error: toFormRefusal(refusal, 'Too many subscriptions') }
  try {
    await findOrCreate(payload, email, locale)
  } catch (error) {
    logger.error('newsletter subscription not stored', { error: String(error) })
    return { ok: false, error: { code: 'unexpected', message: 'Not saved' } }
  }
  const token = encodeNewsletterToken(
    { purpose: 'confirm', email, lists, locale, expiresAt: now + CONFIRMATION_TTL_MS },
    newsletterSigner(),
  )
  await sendComposedMail(payload, {
    ...newsletterConfirmationMail(locale, lists, token),
    to: email,
    kind: 'newsletter.confirmation',
    locale,
    secrets: [token],
  }).catch((error: unknown) => {
    logger.error('newsletter confirmation mail not queued', { error: String(error) })
  })
  return { ok: true, data: { email } }
}

export type LinkOutcome =
  | { ok: true; email: string; lists: NewsletterList[]; locale: Locale }
  | { ok: false; problem: TokenProblem }

/**
 * The confirmation link: the lists it carries are added and the address counts as confirmed. A
 * second click changes nothing and sends nothing; the welcome mail goes out only when lists were
 * added, and is itself a newsletter mail (unsubscribe link and headers).
 */
export async function confirmSubscription(
  payload: Payload,
  token: string | null | undefined,
  now = Date.now(),
): Promise<LinkOutcome> {
  const decoded = decodeNewsletterToken(token, newsletterSigner(), now)
  if (!decoded.ok) return decoded
  if (decoded.claims.purpose !== 'confirm') return { ok: false, problem: 'invalid' }
  const claims: ConfirmClaims = decoded.claims
  const row = await findOrCreate(payload, claims.email, claims.locale)
  const added = claims.lists.filter((list) => row[list] !== true)
  if (added.length > 0 || !row.confirmedAt) {
    await payload.update({
      collection: 'newsletter-subscriptions',
      id: row.id,
      data: {
        ...toListFlags([...listsOf(row), ...claims.lists]),
        locale: claims.locale,
        confirmedAt: row.confirmedAt ?? new Date(now).toISOString(),
      },
      overrideAccess: true,
      context: writeOrigin('newsletter'),
    })
  }
  const lists = NEWSLETTER_LISTS.filter((list) => row[list] === true || claims.lists.includes(list))
  if (added.length > 0) {
    await sendNewsletterMail(payload, {
      ...newsletterWelcomeMail(claims.locale, added),
      to: claims.email,
      locale: claims.locale,
      list: null,
      kind: 'newsletter.welcome',
    }).catch((error: unknown) => {
      logger.error('newsletter welcome mail not queued', { error: String(error) })
    })
  }
  return { ok: true, email: claims.email, lists, locale: claims.locale }
}

function readUnsubscribeToken(
  token: string | null | undefined,
  now: number,
): UnsubscribeClaims | null {
  const decoded = decodeNewsletterToken(token, newsletterSigner(), now)
  return decoded.ok && decoded.claims.purpose === 'unsubscribe' ? decoded.claims : null
}

export type UnsubscribeView = {
  email: string
  /** The list the mail was about (null: all of them). */
  list: NewsletterList | null
  subscribed: NewsletterList[]
  /** What the last unsubscription took away: what "re-subscribe" gives back. */
  left: NewsletterList[]
}

/** What the unsubscribe page shows for a link: the address and its lists now. */
export async function readUnsubscribeView(
  payload: Payload,
  token: string | null | undefined,
  now = Date.now(),
): Promise<UnsubscribeView | null> {
  const claims = readUnsubscribeToken(token, now)
  if (!claims) return null
  const row = await findByEmail(payload, claims.email)
  return {
    email: claims.email,
    list: claims.list,
    subscribed: row ? listsOf(row) : [],
    left: (row?.unsubscribedLists ?? '').split(',').filter(isNewsletterList),
  }
}

/**
 * Takes lists away from the link's address: the ones chosen on the page, or the mail's own list
 * (all lists for a mail about the whole subscription) for the one-click POST of mail programs.
 */
export async function unsubscribe(
  payload: Payload,
  token: string | null | undefined,
  chosen: readonly string[] | null,
  now = Date.now(),
): Promise<UnsubscribeView | null> {
  const claims = readUnsubscribeToken(token, now)
  if (!claims) return null
  const row = await findByEmail(payload, claims.email)
  if (!row) return { email: claims.email, list: claims.list, subscribed: [], left: [] }
  const wanted = chosen
    ? chosen.filter(isNewsletterList)
    : claims.list
      ? [claims.list]
      : [...NEWSLETTER_LISTS]
  const leaving = listsOf(row).filter((list) => wanted.includes(list))
  if (leaving.length > 0) {
    await payload.update({
      collection: 'newsletter-subscriptions',
      id: row.id,
      data: {
        ...Object.fromEntries(leaving.map((list) => [list, false])),
        unsubscribedAt: new Date(now).toISOString(),
        unsubscribedLists: leaving.join(','),
        unsubscribeReason: null,
        unsubscribeReasonLabel: null,
        unsubscribeComment: null,
      },
      overrideAccess: true,
      context: writeOrigin('unsubscribe'),
    })
  }
  return {
    email: claims.email,
    list: claims.list,
    subscribed: listsOf(row).filter((list) => !leaving.includes(list)),
    left:
      leaving.length > 0
        ? leaving
        : (row.unsubscribedLists ?? '').split(',').filter(isNewsletterList),
  }
}

export type UnsubscribeReason = { key: string; label: string }

/** The reasons staff offer on the unsubscribe page (newsletter settings), in a language. */
export async function listUnsubscribeReasons(
  payload: Payload,
  locale: Locale,
): Promise<UnsubscribeReason[]> {
  const settings = await payload.findGlobal({
    slug: 'newsletter-settings',
    locale,
    depth: 0,
    overrideAccess: true,
  })
  return (settings.unsubscribeReasons ?? []).map((reason) => ({
    key: reason.key,
    label: reason.label,
  }))
}

/** The reason the visitor gave after unsubscribing (a staff-defined one, free text, or both). */
export async function recordUnsubscribeReason(
  payload: Payload,
  token: string | null | undefined,
  input: { reason?: string | null; comment?: string | null },
  locale: Locale,
  now = Date.now(),
): Promise<boolean> {
  const claims = readUnsubscribeToken(token, now)
  if (!claims) return false
  const row = await findByEmail(payload, claims.email)
  if (!row) return false
  const reasons = await listUnsubscribeReasons(payload, locale)
  const reason = reasons.find((entry) => entry.key === input.reason) ?? null
  const comment = input.comment?.trim().slice(0, 1000) || null
  await payload.update({
    collection: 'newsletter-subscriptions',
    id: row.id,
    data: {
      unsubscribeReason: reason?.key ?? (comment ? 'other' : null),
      unsubscribeReasonLabel: reason?.label ?? null,
      unsubscribeComment: comment,
    },
    overrideAccess: true,
  })
  return true
}

/** "Changed my mind": the lists the last unsubscription took away come back, confirmed already. */
export async function resubscribe(
  payload: Payload,
  token: string | null | undefined,
  now = Date.now(),
): Promise<UnsubscribeView | null> {
  const claims = readUnsubscribeToken(token, now)
  if (!claims) return null
  const row = await findByEmail(payload, claims.email)
  if (!row) return null
  const back = (row.unsubscribedLists ?? '').split(',').filter(isNewsletterList)
  const lists = back.length > 0 ? back : claims.list ? [claims.list] : [...NEWSLETTER_LISTS]
  await payload.update({
    collection: 'newsletter-subscriptions',
    id: row.id,
    data: {
      ...Object.fromEntries(lists.map((list) => [list, true])),
      confirmedAt: row.confirmedAt ?? new Date(now).toISOString(),
    },
    overrideAccess: true,
    // "Changed my mind" on the unsubscribe link's page.
    context: writeOrigin('unsubscribe'),
  })
  return {
    email: claims.email,
    list: claims.list,
    subscribed: NEWSLETTER_LISTS.filter((list) => row[list] === true || lists.includes(list)),
    left: [],
  }
}
