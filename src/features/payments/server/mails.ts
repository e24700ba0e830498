import type { Payload } from 'payload'

import { accountPath, findMemberById } from '@/features/identity'
import { findTournamentByDocId } from '@/features/tournaments'
import type { Payment, TournamentRegistration } from '@/payload-types'
import { getEnv } from '@/platform/config/env'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import type { ComposedMailDraft, MailSample } from '@/platform/mail/compose/content'
import { sendComposedMail } from '@/platform/mail/mailer'

import { formatEuros, formatInstant } from '@/platform/format'

import { registrationPath } from './paths'

/**
 * The registration confirmation, in the language the member paid in, after the registration is
 * stored: the outbox keeps and retries it; a mail failure never touches the registration. A pure
 * draft from the registration's facts, so staff preview the same draft with sample data
 * (`paymentMails`).
 */

export type RegistrationFacts = {
  firstname: string
  tournament: { id: number; name: string; casinoName: string; startsAt: Date }
  amountCents: number
  reference: string
  paymentReference: string
}

export function tournamentRegistrationMail(
  locale: Locale,
  facts: RegistrationFacts,
): ComposedMailDraft {
  const t = getTranslator(locale, 'payments')
  const site = getEnv().SITE_URL
  const { tournament } = facts
  const subject = t('mail.subject', { tournament: tournament.name })
  const registered = t('mail.registered', {
    tournament: tournament.name,
    casino: tournament.casinoName,
  })
  return {
    subject,
    content: {
      preview: registered,
      heading: subject,
      greeting: t('mail.greeting', { name: facts.firstname }),
      blocks: [
        { kind: 'paragraph', text: registered },
        {
          kind: 'facts',
          lines: [
            t('mail.when', { when: formatInstant(tournament.startsAt, locale, 'long') }),
            t('mail.paid', { amount: formatEuros(facts.amountCents, locale) }),
            t('mail.reference', {
              reference: facts.reference,
              payment: facts.paymentReference,
            }),
          ],
        },
        {
          kind: 'action',
          label: t('mail.accountButton'),
          href: `${site}${localizePath(accountPath('tournaments', locale), locale)}`,
        },
        {
          kind: 'link',
          label: t('mail.calendarLink'),
          href: `${site}/api/calendar/${locale}/tournaments/${tournament.id}`,
        },
      ],
      signature: t('mail.signature'),
    },
  }
}

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
  await sendComposedMail(payload, {
    ...tournamentRegistrationMail(locale, {
      firstname: member.firstname ?? '',
      tournament: {
        id: tournament.id,
        name: tournament.name,
        casinoName: tournament.casino.name,
        startsAt: tournament.startsAt,
      },
      amountCents: payment.amountCents,
      reference: registration.reference,
      paymentReference: payment.reference,
    }),
    to: member.email,
    kind: 'payments.tournamentRegistration',
    locale,
  })
}

/**
 * A seat freed on a full tournament, offered to the first member of its waiting list (ADR 0071):
 * held for them until `holdUntil`, paid from the registration page the button opens.
 */
export type WaitlistOfferFacts = {
  firstname: string
  tournament: { id: number; name: string; casinoName: string; startsAt: Date }
  amountCents: number
  holdUntil: Date
}

export function waitlistOfferMail(locale: Locale, facts: WaitlistOfferFacts): ComposedMailDraft {
  const t = getTranslator(locale, 'payments')
  const site = getEnv().SITE_URL
  const { tournament } = facts
  const subject = t('waitlistMail.subject', { tournament: tournament.name })
  const offered = t('waitlistMail.offered', {
    tournament: tournament.name,
    casino: tournament.casinoName,
    until: formatInstant(facts.holdUntil, locale, 'clock'),
  })
  return {
    subject,
    content: {
      preview: offered,
      heading: subject,
      greeting: t('mail.greeting', { name: facts.firstname }),
      blocks: [
        { kind: 'paragraph', text: offered },
        {
          kind: 'facts',
          lines: [
            t('mail.when', { when: formatInstant(tournament.startsAt, locale, 'long') }),
            t('waitlistMail.buyIn', { amount: formatEuros(facts.amountCents, locale) }),
          ],
        },
        {
          kind: 'action',
          label: t('waitlistMail.payButton'),
          href: `${site}${registrationPath(locale, tournament.id)}`,
        },
        { kind: 'paragraph', text: t('waitlistMail.otherwise') },
      ],
      signature: t('mail.signature'),
    },
  }
}

/** Sample data for staff's previews (no payment or tournament is read). */
export const paymentMails: readonly MailSample[] = [
  {
    kind: 'payments.tournamentRegistration',
    render: (locale) =>
      tournamentRegistrationMail(locale, {
        firstname: 'Camille',
        tournament: {
          id: 4127,
          name: locale === 'fr' ? 'Deepstack de Noël' : 'Christmas Deepstack',
          casinoName: 'Casino Atout Cannes',
          startsAt: new Date('2026-12-19T19:00:00.000Z'),
        },
        amountCents: 15_000,
        reference: 'TRN-7K2M9QX4HD',
        paymentReference: 'PAY-3P8X5DWN2R',
      }),
  },
  {
    kind: 'payments.waitlistOffer',
    render: (locale) =>
      waitlistOfferMail(locale, {
        firstname: 'Camille',
        tournament: {
          id: 4127,
          name: locale === 'fr' ? 'Deepstack de Noël' : 'Christmas Deepstack',
          casinoName: 'Casino Atout Cannes',
          startsAt: new Date('2026-12-19T19:00:00.000Z'),
        },
        amountCents: 15_000,
        holdUntil: new Date('2026-12-18T17:42:00.000Z'),
      }),
  },
]
