import { getEnv } from '@/platform/config/env'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import type { ComposedMailDraft, MailSample } from '@/platform/mail/compose/content'
import { sendComposedMail } from '@/platform/mail/mailer'

import { accountPath } from '../domain/account-routes'
import type { IdentityContext } from './context'

/**
 * The member's account mails, in the member's language: the activation link after sign-up and
 * the password reset link. Each link carries a one-time token, a secret of the outbox's staff
 * copy. Each mail is a pure draft from the member's first name and the token, so staff preview
 * the same draft with sample data (`identityMails`).
 */

type MemberForMail = { email: string; firstname: string; locale?: string | null }

type TokenMailKind = 'activation' | 'passwordReset'

function link(locale: Locale, path: string, token: string): string {
  return `${getEnv().SITE_URL}${localizePath(path, locale)}?token=${encodeURIComponent(token)}`
}

/** Both mails say the same things: what the link does (button), how long it lasts, who asked. */
function tokenMail(
  locale: Locale,
  kind: TokenMailKind,
  firstname: string,
  url: string,
): ComposedMailDraft {
  const t = getTranslator(locale, 'identity')
  const subject = t(`mail.${kind}.subject`)
  const body = t(`mail.${kind}.body`)
  return {
    subject,
    content: {
      preview: body,
      heading: subject,
      greeting: t('mail.greeting', { firstname }),
      blocks: [
        { kind: 'paragraph', text: body },
        { kind: 'action', label: t(`mail.${kind}.button`), href: url },
        { kind: 'note', text: t(`mail.${kind}.expiry`) },
        { kind: 'note', text: t('mail.ignore') },
      ],
      signature: t('mail.signature'),
    },
  }
}

export function activationMail(
  locale: Locale,
  member: { firstname: string },
  token: string,
): ComposedMailDraft {
  return tokenMail(
    locale,
    'activation',
    member.firstname,
    link(locale, accountPath('activate', locale), token),
  )
}

export function passwordResetMail(
  locale: Locale,
  member: { firstname: string },
  token: string,
): ComposedMailDraft {
  return tokenMail(
    locale,
    'passwordReset',
    member.firstname,
    link(locale, accountPath('resetPassword', locale), token),
  )
}

const localeOf = (value: string | null | undefined): Locale => (value === 'en' ? 'en' : 'fr')

export async function sendActivationMail(
  ctx: IdentityContext,
  member: MemberForMail,
  token: string,
): Promise<void> {
  const locale = localeOf(member.locale)
  await sendComposedMail(ctx.payload, {
    ...activationMail(locale, member, token),
    to: member.email,
    kind: 'member.activation',
    locale,
    secrets: [token],
  })
}

export async function sendPasswordResetMail(
  ctx: IdentityContext,
  member: MemberForMail,
  token: string,
): Promise<void> {
  const locale = localeOf(member.locale)
  await sendComposedMail(ctx.payload, {
    ...passwordResetMail(locale, member, token),
    to: member.email,
    kind: 'member.passwordReset',
    locale,
    secrets: [token],
  })
}

/** Sample data for staff's previews (no member is read; the token is not a real one). */
const SAMPLE_TOKEN = 'apercu-exemple-preview-sample-000000'

export const identityMails: readonly MailSample[] = [
  {
    kind: 'member.activation',
    render: (locale) => activationMail(locale, { firstname: 'Camille' }, SAMPLE_TOKEN),
  },
  {
    kind: 'member.passwordReset',
    render: (locale) => passwordResetMail(locale, { firstname: 'Camille' }, SAMPLE_TOKEN),
  },
]
