import type { Payload } from 'payload'

import { accountPath, type AccountRoute } from '@/features/identity'
import { getEnv } from '@/platform/config/env'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import type { ComposedMailDraft, MailContent, MailSample } from '@/platform/mail/compose/content'
import { sendComposedMail } from '@/platform/mail/mailer'

import { HOTEL_CARD_ROUTE, HOTEL_DASHBOARD_ROUTE, SPOUSE_INVITATION_PARAM } from './paths'

/**
 * The hotel programme's mails, in the member's language. Each one is a pure draft from its facts,
 * so staff preview the same draft with sample data (`hotelProgrammeMails`).
 */

/** A member-area page in the member's language: its path, and its address for a mail. */
const pagePath = (route: AccountRoute, locale: Locale) =>
  localizePath(accountPath(route, locale), locale)
const pageUrl = (route: AccountRoute, locale: Locale) =>
  new URL(pagePath(route, locale), getEnv().SITE_URL)

type Translate = ReturnType<typeof getTranslator<'hotelProgramme'>>

/** The programme's mails share their greeting's shape and their signature. */
function draft(
  t: Translate,
  subject: string,
  greeting: string,
  blocks: MailContent['blocks'],
): ComposedMailDraft {
  const first = blocks.find((block) => block.kind === 'paragraph')
  return {
    subject,
    content: {
      preview: first?.kind === 'paragraph' ? first.text : subject,
      heading: subject,
      greeting,
      blocks,
      signature: t('mail.signature'),
    },
  }
}

/** "Your new card is on its way", with the digital card's page as the button. */
export function renewalDoneMail(locale: Locale): ComposedMailDraft {
  const t = getTranslator(locale, 'hotelProgramme')
  return draft(t, t('mail.renewalDone.subject'), t('mail.greeting'), [
    { kind: 'paragraph', text: t('mail.renewalDone.body') },
    { kind: 'paragraph', text: t('mail.renewalDone.card') },
    {
      kind: 'action',
      label: t('mail.renewalDone.button'),
      href: pageUrl(HOTEL_CARD_ROUTE, locale).toString(),
    },
  ])
}

/**
 * The spouse card's invitation: the link opens the hotel programme's login, which then brings the
 * invited member to the dashboard where the invitation is accepted (a member page sends visitors
 * who are not logged in to the home page).
 */
export function spouseInvitationMail(
  locale: Locale,
  invitation: { holderName: string; token: string },
): ComposedMailDraft {
  const t = getTranslator(locale, 'hotelProgramme')
  const holder = invitation.holderName
  const dashboard = `${pagePath(HOTEL_DASHBOARD_ROUTE, locale)}?${SPOUSE_INVITATION_PARAM}=${invitation.token}`
  const link = pageUrl('hotelLogin', locale)
  link.searchParams.set('returnTo', dashboard)
  return draft(t, t('mail.spouseInvitation.subject', { holder }), t('mail.greeting'), [
    { kind: 'paragraph', text: t('mail.spouseInvitation.body', { holder }) },
    { kind: 'paragraph', text: t('mail.spouseInvitation.accept') },
    { kind: 'action', label: t('mail.spouseInvitation.button'), href: link.toString() },
    { kind: 'note', text: t('mail.spouseInvitation.ignore', { holder }) },
  ])
}

/**
 * A guest a hotel system enrolled at their stay, with no account before: welcome to the
 * programme, and how to open the account (choose a password through "forgotten password", whose
 * link proves the address: the button), then the programme's page.
 */
export function guestWelcomeMail(
  locale: Locale,
  guest: { firstname: string; hotel: string },
): ComposedMailDraft {
  const t = getTranslator(locale, 'hotelProgramme')
  const url = (route: AccountRoute) => pageUrl(route, locale).toString()
  return draft(
    t,
    t('mail.guestWelcome.subject'),
    t('mail.greetingName', { firstname: guest.firstname }),
    [
      { kind: 'paragraph', text: t('mail.guestWelcome.body', { hotel: guest.hotel }) },
      { kind: 'paragraph', text: t('mail.guestWelcome.password') },
      { kind: 'action', label: t('mail.guestWelcome.button'), href: url('forgotPassword') },
      { kind: 'link', label: t('mail.guestWelcome.programme'), href: url(HOTEL_DASHBOARD_ROUTE) },
    ],
  )
}

/** Sent when member support marks a renewal request done. */
export async function sendRenewalDoneMail(
  payload: Payload,
  input: { to: string; locale: Locale },
): Promise<void> {
  await sendComposedMail(payload, {
    ...renewalDoneMail(input.locale),
    to: input.to,
    kind: 'hotel.renewalDone',
    locale: input.locale,
  })
}

export async function sendSpouseInvitationMail(
  payload: Payload,
  input: { to: string; locale: Locale; holderName: string; token: string },
): Promise<void> {
  await sendComposedMail(payload, {
    ...spouseInvitationMail(input.locale, input),
    to: input.to,
    kind: 'hotel.spouseInvitation',
    locale: input.locale,
    // The invitation's one-time token: staff reading the outbox never see it (with SMTP).
    secrets: [input.token],
  })
}

export async function sendGuestWelcomeMail(
  payload: Payload,
  input: { to: string; locale: Locale; firstname: string; hotel: string },
): Promise<void> {
  await sendComposedMail(payload, {
    ...guestWelcomeMail(input.locale, input),
    to: input.to,
    kind: 'hotel.guestWelcome',
    locale: input.locale,
  })
}

/** Sample data for staff's previews (no member is read; the token is not a real one). */
const SAMPLE_TOKEN = 'apercu-exemple-preview-sample-000000'

export const hotelProgrammeMails: readonly MailSample[] = [
  { kind: 'hotel.renewalDone', render: (locale) => renewalDoneMail(locale) },
  {
    kind: 'hotel.spouseInvitation',
    render: (locale) =>
      spouseInvitationMail(locale, { holderName: 'Camille Martin', token: SAMPLE_TOKEN }),
  },
  {
    kind: 'hotel.guestWelcome',
    render: (locale) =>
      guestWelcomeMail(locale, { firstname: 'Camille', hotel: 'Hôtel Atout Croisette' }),
  },
]
