import type { Payload } from 'payload'

import type { QuoteRequest } from '@/payload-types'
import { getEnv } from '@/platform/config/env'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { logger } from '@/platform/logger'
import { sendMail } from '@/platform/mail/mailer'

import { formatCentsAsDecimal } from '@/features/venues/domain'

type Venue = { relationTo: 'casinos' | 'hotels'; value: number } | null

/** The venue's own contact address, else the site's customer-requests address, else nobody. */
async function findRecipient(
  payload: Payload,
  venue: Venue,
): Promise<{ to: string; venueName: string | null } | null> {
  let venueName: string | null = null
  if (venue) {
    const found = await payload.findByID({
      collection: venue.relationTo,
      id: venue.value,
      depth: 0,
      locale: 'fr',
      select: { name: true, contact: true },
    })
    venueName = found.name ?? null
    const email = found.contact?.email
    if (email) return { to: email, venueName }
  }
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { requestsEmail: true },
  })
  return settings.requestsEmail ? { to: settings.requestsEmail, venueName } : null
}

const line = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : `${label} : ${value}`

/**
 * Tells the events team that a quote request arrived (in French: the team's language), with a
 * link to it in the admin. The request is stored before; a mail failure never loses it.
 */
export async function announceQuoteRequest(
  payload: Payload,
  request: QuoteRequest,
  venue: Venue,
): Promise<void> {
  const recipient = await findRecipient(payload, venue)
  if (!recipient) {
    logger.warn('quote request stored without a staff mail: no recipient address', {
      quoteRequestId: request.id,
    })
    return
  }
  const text = [
    'Une nouvelle demande de devis est arrivée par le site.',
    '',
    line('Société', request.company),
    line('Contact', request.contactName),
    line('E-mail', request.email),
    line('Téléphone', request.phone),
    line('Lieu', recipient.venueName),
    line('Type d’événement', request.eventType),
    line('Date', request.eventDate),
    line('Participants', request.guests),
    line('Chambres', request.rooms),
    line(
      'Budget',
      typeof request.budgetCents === 'number'
        ? `${formatCentsAsDecimal(request.budgetCents).replace('.', ',')} €`
        : null,
    ),
    line('Destination', request.destination),
    line('Arrivée', request.arrival),
    line('Départ', request.departure),
    line('Langue du client', request.locale === 'en' ? 'anglais' : 'français'),
    '',
    `Objet : ${request.subject}`,
    '',
    request.message,
    '',
    `Suivre la demande : ${getEnv().SITE_URL}/admin/collections/quote-requests/${request.id}`,
  ]
    .filter((entry): entry is string => entry !== null)
    .join('\n')
  await sendMail(payload, {
    to: recipient.to,
    subject: `Demande de devis : ${request.company} (${request.guests} participants)`,
    text,
    kind: 'staff.quoteRequest',
    locale: 'fr',
  })
}

/** The visitor's copy, in their language: their request as sent, and when the team answers. */
export async function acknowledgeQuoteRequest(
  payload: Payload,
  request: QuoteRequest,
  locale: Locale,
): Promise<void> {
  const t = getTranslator(locale, 'forms')
  const fields = getTranslator(locale, 'venues')
  const entry = (key: string, value: string | number | null | undefined) =>
    value === null || value === undefined || value === ''
      ? null
      : `${fields(`quote.fields.${key}` as never)} : ${value}`
  const text = [
    t('mail.greeting', { name: request.contactName }),
    '',
    t('mail.quoteAck.body'),
    '',
    entry('company', request.company),
    entry('eventType', fields(`quote.eventTypes.${request.eventType}` as never)),
    entry('eventDate', request.eventDate),
    entry('guests', request.guests),
    entry('arrival', request.arrival),
    entry('departure', request.departure),
    `${t('mail.subjectLabel')} ${request.subject}`,
    '',
    request.message,
    '',
    t('mail.noReply'),
    t('mail.signature'),
  ].filter((line): line is string => line !== null)
  await sendMail(payload, {
    to: request.email,
    subject: t('mail.quoteAck.subject'),
    text: text.join('\n'),
    kind: 'seminars.quoteAcknowledgement',
    locale,
  })
}
