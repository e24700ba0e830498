import type { Payload } from 'payload'

import { accountPath, type AccountRoute } from '@/features/identity'
import { getEnv } from '@/platform/config/env'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { sendMail } from '@/platform/mail/mailer'

import { HOTEL_CARD_ROUTE, HOTEL_DASHBOARD_ROUTE, SPOUSE_INVITATION_PARAM } from './paths'

/** A member-area page in the member's language: its path, and its address for a mail. */
const pagePath = (route: AccountRoute, locale: Locale) =>
  localizePath(accountPath(route, locale), locale)
const pageUrl = (route: AccountRoute, locale: Locale) =>
  new URL(pagePath(route, locale), getEnv().SITE_URL)

/** "Your new card is on its way": sent when member support marks a renewal request done. */
export async function sendRenewalDoneMail(
  payload: Payload,
  input: { to: string; locale: Locale },
): Promise<void> {
  const t = getTranslator(input.locale, 'hotelProgramme')
  const link = pageUrl(HOTEL_CARD_ROUTE, input.locale).toString()
  await sendMail(payload, {
    to: input.to,
    subject: t('mail.renewalDone.subject'),
    text: t('mail.renewalDone.text', { link }),
    kind: 'hotel.renewalDone',
    locale: input.locale,
  })
}

/**
 * The spouse card's invitation: the link opens the hotel programme's login, which then brings the
 * invited member to the dashboard where the invitation is accepted (a member page sends visitors
 * who are not logged in to the home page).
 */
export async function sendSpouseInvitationMail(
  payload: Payload,
  input: { to: string; locale: Locale; holderName: string; token: string },
): Promise<void> {
  const t = getTranslator(input.locale, 'hotelProgramme')
  const dashboard = `${pagePath(HOTEL_DASHBOARD_ROUTE, input.locale)}?${SPOUSE_INVITATION_PARAM}=${input.token}`
  const link = pageUrl('hotelLogin', input.locale)
  link.searchParams.set('returnTo', dashboard)
  await sendMail(payload, {
    to: input.to,
    subject: t('mail.spouseInvitation.subject', { holder: input.holderName }),
    text: t('mail.spouseInvitation.text', { holder: input.holderName, link: link.toString() }),
    kind: 'hotel.spouseInvitation',
    locale: input.locale,
  })
}

/**
 * A guest a hotel system enrolled at their stay, with no account before: welcome to the
 * programme, and how to open the account (choose a password through "forgotten password", whose
 * link proves the address).
 */
export async function sendGuestWelcomeMail(
  payload: Payload,
  input: { to: string; locale: Locale; firstname: string; hotel: string },
): Promise<void> {
  const t = getTranslator(input.locale, 'hotelProgramme')
  const url = (route: AccountRoute) => pageUrl(route, input.locale).toString()
  await sendMail(payload, {
    to: input.to,
    subject: t('mail.guestWelcome.subject'),
    text: t('mail.guestWelcome.text', {
      firstname: input.firstname,
      hotel: input.hotel,
      password: url('forgotPassword'),
      programme: url(HOTEL_DASHBOARD_ROUTE),
    }),
    kind: 'hotel.guestWelcome',
    locale: input.locale,
  })
}
