import type { Payload } from 'payload'

import { accountPath } from '@/features/identity'
import { getEnv } from '@/platform/config/env'
import { formatInstant } from '@/platform/format'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import type { ComposedMailDraft, MailSample } from '@/platform/mail/compose/content'
import { sendComposedMail } from '@/platform/mail/mailer'

/** The mail's signed link (/data-export, /en/data-export): "My data", logging in first if needed. */
export function exportLinkUrl(locale: Locale, exportId: number, token: string): string {
  const url = new URL(localizePath(DATA_EXPORT_LINK_PATH, locale), getEnv().SITE_URL)
  url.searchParams.set('export', String(exportId))
  url.searchParams.set('token', token)
  return url.toString()
}

export const DATA_EXPORT_LINK_PATH = '/data-export'

/** The id of the closure's section of "My data" (the closure mail's link lands on it). */
export const CLOSE_ACCOUNT_ANCHOR = 'close-account'

/** The "My data" page opened on one export (the page checks the token for the member). */
export function myDataPath(locale: Locale, exportId?: number, token?: string): string {
  const path = localizePath(accountPath('myData', locale), locale)
  if (exportId === undefined || token === undefined) return path
  return `${path}?${new URLSearchParams({ export: String(exportId), token })}`
}

/** "Your copy is ready": the link to the member's page, valid until the archive expires. */
export function dataExportReadyMail(
  locale: Locale,
  member: { firstname: string },
  link: string,
  expiresAt: number,
): ComposedMailDraft {
  const t = getTranslator(locale, 'privacy')
  return {
    subject: t('mail.subject'),
    content: {
      preview: t('mail.body'),
      heading: t('mail.subject'),
      greeting: t('mail.greeting', { firstname: member.firstname }),
      blocks: [
        { kind: 'paragraph', text: t('mail.body') },
        { kind: 'action', label: t('mail.button'), href: link },
        { kind: 'note', text: t('mail.note', { date: formatInstant(expiresAt, locale, 'long') }) },
      ],
      signature: t('mail.signature'),
    },
  }
}

export async function sendDataExportReady(
  payload: Payload,
  to: { email: string; firstname: string },
  ready: { locale: Locale; exportId: number; token: string; expiresAt: number },
) {
  await sendComposedMail(payload, {
    ...dataExportReadyMail(
      ready.locale,
      to,
      exportLinkUrl(ready.locale, ready.exportId, ready.token),
      ready.expiresAt,
    ),
    to: to.email,
    kind: 'privacy.dataExportReady',
    locale: ready.locale,
    // The link's token stays out of the outbox once handed to the mail server.
    secrets: [ready.token],
  })
}

export const ERASURE_CANCEL_LINK_PATH = '/erasure-cancel'

/**
 * The mail's link to cancel a pending closure (/erasure-cancel, /en/erasure-cancel): "My data",
 * logging in first, where the member cancels with one click.
 */
export function erasureCancelUrl(locale: Locale): string {
  return new URL(localizePath(ERASURE_CANCEL_LINK_PATH, locale), getEnv().SITE_URL).toString()
}

/** "Your account will be closed on …": what it means, and the button that cancels it. */
export function erasureRequestedMail(
  locale: Locale,
  member: { firstname: string },
  cancelLink: string,
  dueAt: number,
): ComposedMailDraft {
  const t = getTranslator(locale, 'privacy')
  const date = formatInstant(dueAt, locale, 'long')
  return {
    subject: t('closureMail.subject'),
    content: {
      preview: t('closureMail.body', { date }),
      heading: t('closureMail.subject'),
      greeting: t('mail.greeting', { firstname: member.firstname }),
      blocks: [
        { kind: 'paragraph', text: t('closureMail.body', { date }) },
        { kind: 'paragraph', text: t('closureMail.consequences') },
        { kind: 'action', label: t('closureMail.button'), href: cancelLink },
        { kind: 'note', text: t('closureMail.note', { date }) },
      ],
      signature: t('mail.signature'),
    },
  }
}

/** The last mail: the account is closed, the data erased. */
export function accountClosedMail(
  locale: Locale,
  member: { firstname: string },
): ComposedMailDraft {
  const t = getTranslator(locale, 'privacy')
  return {
    subject: t('closedMail.subject'),
    content: {
      preview: t('closedMail.body'),
      heading: t('closedMail.subject'),
      greeting: t('mail.greeting', { firstname: member.firstname }),
      blocks: [
        { kind: 'paragraph', text: t('closedMail.body') },
        { kind: 'note', text: t('closedMail.note') },
      ],
      signature: t('mail.signature'),
    },
  }
}

export async function sendErasureRequested(
  payload: Payload,
  to: { email: string; firstname: string },
  request: { locale: Locale; dueAt: number },
) {
  await sendComposedMail(payload, {
    ...erasureRequestedMail(request.locale, to, erasureCancelUrl(request.locale), request.dueAt),
    to: to.email,
    kind: 'privacy.erasureRequested',
    locale: request.locale,
  })
}

/** Sent once the data is erased: the outbox forgets the address once it is handed over. */
export async function sendAccountClosed(
  payload: Payload,
  to: { email: string; firstname: string },
  locale: Locale,
) {
  await sendComposedMail(payload, {
    ...accountClosedMail(locale, to),
    to: to.email,
    kind: 'privacy.accountClosed',
    locale,
    forgetRecipient: true,
  })
}

/** Sample data for staff's previews (the token is not a real one). */
export const privacyMails: readonly MailSample[] = [
  {
    kind: 'privacy.dataExportReady',
    render: (locale) =>
      dataExportReadyMail(
        locale,
        { firstname: 'Camille' },
        exportLinkUrl(locale, 42, 'sample-token'),
        Date.UTC(2026, 11, 5, 9, 30),
      ),
  },
  {
    kind: 'privacy.erasureRequested',
    render: (locale) =>
      erasureRequestedMail(
        locale,
        { firstname: 'Camille' },
        erasureCancelUrl(locale),
        Date.UTC(2026, 11, 12, 9, 30),
      ),
  },
  {
    kind: 'privacy.accountClosed',
    render: (locale) => accountClosedMail(locale, { firstname: 'Camille' }),
  },
]
