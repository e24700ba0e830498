import { getEnv } from '@/platform/config/env'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { sendMail } from '@/platform/mail/mailer'

import { accountPath } from '../domain/account-routes'
import type { IdentityContext } from './context'

function link(locale: Locale, path: string, token: string): string {
  return `${getEnv().SITE_URL}${localizePath(path, locale)}?token=${encodeURIComponent(token)}`
}

async function send(
  ctx: IdentityContext,
  to: string,
  locale: Locale,
  kind: 'activation' | 'passwordReset',
  url: string,
  firstname: string,
  token: string,
) {
  const t = getTranslator(locale, 'identity')
  const m = (key: string, params?: Record<string, string>) =>
    t(`mail.${key}` as never, params as never)
  const text = [
    m('greeting', { firstname }),
    '',
    m(`${kind}.body`),
    '',
    url,
    '',
    m(`${kind}.expiry`),
    m('ignore'),
    '',
    m('signature'),
  ].join('\n')
  await sendMail(ctx.payload, {
    to,
    subject: m(`${kind}.subject`),
    text,
    kind: `member.${kind}`,
    locale,
    secrets: [token],
  })
}

export function sendActivationMail(
  ctx: IdentityContext,
  member: { email: string; firstname: string; locale?: string | null },
  token: string,
) {
  const locale: Locale = member.locale === 'en' ? 'en' : 'fr'
  return send(
    ctx,
    member.email,
    locale,
    'activation',
    link(locale, accountPath('activate', locale), token),
    member.firstname,
    token,
  )
}

export function sendPasswordResetMail(
  ctx: IdentityContext,
  member: { email: string; firstname: string; locale?: string | null },
  token: string,
) {
  const locale: Locale = member.locale === 'en' ? 'en' : 'fr'
  return send(
    ctx,
    member.email,
    locale,
    'passwordReset',
    link(locale, accountPath('resetPassword', locale), token),
    member.firstname,
    token,
  )
}
