import type { Payload } from 'payload'

import { accountPath, findMemberById } from '@/features/identity'
import { findTournamentByDocId } from '@/features/tournaments'
import type { Payment, TournamentRegistration } from '@/payload-types'
import { getEnv } from '@/platform/config/env'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { sendMail } from '@/platform/mail/mailer'

import { formatEuros, formatInstant } from '@/platform/format'

/**
 * The registration confirmation, in the language the member paid in, after the registration is
 * stored: the outbox keeps and retries it; a mail failure never touches the registration.
 */
export async function sendRegistrationConfirmation(
  payload: Payload,
  payment: Payment,
  registration: TournamentRegistration,
): Promise<void> {
  const locale: Locale = payment.locale === 'en' ? 'en' : 'fr'
  const memberId = typeof payment.member === 'object' ? payment.member.id : payment.member
  const member = await findMemberById(payload, memberId)
  if (!member?.email) return
  const tournamentId =
    typeof registration.tournament === 'object'
      ? registration.tournament.id
      : registration.tournament
  const tournament = await findTournamentByDocId(payload, tournamentId, locale)
  if (!tournament) return
  const t = getTranslator(locale, 'payments')
  const site = getEnv().SITE_URL
  const text = [
    t('mail.greeting', { name: member.firstname ?? '' }),
    '',
    t('mail.registered', { tournament: tournament.name, casino: tournament.casino.name }),
    t('mail.when', { when: formatInstant(tournament.startsAt, locale, 'long') }),
    t('mail.paid', { amount: formatEuros(payment.amountCents, locale) }),
    t('mail.reference', { reference: registration.reference, payment: payment.reference }),
    '',
    t('mail.calendar'),
    `${site}/api/calendar/${locale}/tournaments/${tournament.id}`,
    '',
    t('mail.account'),
    `${site}${localizePath(accountPath('tournaments', locale), locale)}`,
    '',
    t('mail.signature'),
  ].join('\n')
  await sendMail(payload, {
    to: member.email,
    subject: t('mail.subject', { tournament: tournament.name }),
    text,
    kind: 'payments.tournamentRegistration',
    locale,
  })
}
