import type { Payload } from 'payload'

import type { QuoteRequest } from '@/payload-types'
import { getEnv } from '@/platform/config/env'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { logger } from '@/platform/logger'
import type { ComposedMailDraft, MailSample } from '@/platform/mail/compose/content'
import { sendComposedMail } from '@/platform/mail/mailer'

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

type QuoteFacts = Pick<
  QuoteRequest,
  | 'id'
  | 'company'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'eventType'
  | 'eventDate'
  | 'guests'
  | 'rooms'
  | 'budgetCents'
  | 'destination'
  | 'arrival'
  | 'departure'
  | 'subject'
  | 'message'
  | 'locale'
>

const given = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && value !== ''

/** The staff's link to the request in the admin. */
const quoteRequestAdminUrl = (id: number) =>
  `${getEnv().SITE_URL}/admin/collections/quote-requests/${id}`

/**
 * The events team learns of a quote request: what the customer asked for, their message, and
 * the button to the request in the admin.
 */
export function quoteRequestMail(
  locale: Locale,
  request: QuoteFacts,
  venueName: string | null,
): ComposedMailDraft {
  const t = getTranslator(locale, 'forms')
  const fields = getTranslator(locale, 'venues')
  type Field =
    | 'company'
    | 'contact'
    | 'email'
    | 'phone'
    | 'venue'
    | 'eventType'
    | 'eventDate'
    | 'guests'
    | 'rooms'
    | 'destination'
    | 'arrival'
    | 'departure'
  const fact = (key: Field, value: string | number | null | undefined) =>
    given(value) ? [t(`mail.quoteStaff.${key}`, { value: String(value) })] : []
  const subject = t('mail.quoteStaff.subject', {
    company: request.company,
    guests: String(request.guests),
  })
  const intro = t('mail.quoteStaff.intro')
  const budget = given(request.budgetCents) ? formatCentsAsDecimal(request.budgetCents) : null
  return {
    subject,
    content: {
      preview: intro,
      heading: subject,
      greeting: t('mail.hello'),
      blocks: [
        { kind: 'paragraph', text: intro },
        {
          kind: 'facts',
          lines: [
            ...fact('company', request.company),
            ...fact('contact', request.contactName),
            ...fact('email', request.email),
            ...fact('phone', request.phone),
            ...fact('venue', venueName),
            ...fact('eventType', fields(`quote.eventTypes.${request.eventType}`)),
            ...fact('eventDate', request.eventDate),
            ...fact('guests', request.guests),
            ...fact('rooms', request.rooms),
            ...(budget
              ? [
                  t('mail.quoteStaff.budget', {
                    amount: locale === 'fr' ? budget.replace('.', ',') : budget,
                  }),
                ]
              : []),
            ...fact('destination', request.destination),
            ...fact('arrival', request.arrival),
            ...fact('departure', request.departure),
            t('mail.quoteStaff.language', {
              language: t(request.locale === 'en' ? 'mail.languages.en' : 'mail.languages.fr'),
            }),
            `${t('mail.subjectLabel')} ${request.subject}`,
          ],
        },
        { kind: 'paragraph', text: request.message },
        {
          kind: 'action',
          label: t('mail.quoteStaff.follow'),
          href: quoteRequestAdminUrl(request.id),
        },
      ],
      signature: t('mail.staffSignature'),
    },
  }
}

/** The visitor's copy, in their language: their request as sent, and when the team answers. */
export function quoteAcknowledgementMail(locale: Locale, request: QuoteFacts): ComposedMailDraft {
  const t = getTranslator(locale, 'forms')
  const fields = getTranslator(locale, 'venues')
  const separator = locale === 'fr' ? ' : ' : ': '
  const entry = (
    key: 'company' | 'eventType' | 'eventDate' | 'guests' | 'arrival' | 'departure',
    value: string | number | null | undefined,
  ) => (given(value) ? [`${fields(`quote.fields.${key}`)}${separator}${value}`] : [])
  const subject = t('mail.quoteAck.subject')
  const body = t('mail.quoteAck.body')
  return {
    subject,
    content: {
      preview: body,
      heading: subject,
      greeting: t('mail.greeting', { name: request.contactName }),
      blocks: [
        { kind: 'paragraph', text: body },
        {
          kind: 'facts',
          lines: [
            ...entry('company', request.company),
            ...entry('eventType', fields(`quote.eventTypes.${request.eventType}`)),
            ...entry('eventDate', request.eventDate),
            ...entry('guests', request.guests),
            ...entry('arrival', request.arrival),
            ...entry('departure', request.departure),
            `${t('mail.subjectLabel')} ${request.subject}`,
          ],
        },
        { kind: 'paragraph', text: request.message },
        { kind: 'note', text: t('mail.noReply') },
      ],
      signature: t('mail.signature'),
    },
  }
}

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
  await sendComposedMail(payload, {
    ...quoteRequestMail('fr', request, recipient.venueName),
    to: recipient.to,
    kind: 'staff.quoteRequest',
    locale: 'fr',
  })
}

/** The visitor's copy, in their language, after the team's mail. */
export async function acknowledgeQuoteRequest(
  payload: Payload,
  request: QuoteRequest,
  locale: Locale,
): Promise<void> {
  await sendComposedMail(payload, {
    ...quoteAcknowledgementMail(locale, request),
    to: request.email,
    kind: 'seminars.quoteAcknowledgement',
    locale,
  })
}

/** Sample data for staff's previews (no request is read; the admin link is an example). */
const sampleQuoteRequest = (locale: Locale): QuoteFacts => ({
  id: 1042,
  company: 'Laboratoires Durance',
  contactName: 'Camille Martin',
  email: 'camille.martin@example.com',
  phone: '+33611223344',
  eventType: 'seminar',
  eventDate: null,
  guests: 40,
  rooms: 25,
  budgetCents: 1_800_000,
  destination: 'Évian',
  arrival: '2027-03-15',
  departure: '2027-03-17',
  subject: locale === 'fr' ? 'Séminaire de direction' : 'Leadership seminar',
  message:
    locale === 'fr'
      ? 'Deux jours de réunion en salle avec vue sur le lac, dîner le premier soir.'
      : 'Two days of meetings in a room overlooking the lake, dinner on the first evening.',
  locale,
})

export const seminarsMails: readonly MailSample[] = [
  {
    kind: 'staff.quoteRequest',
    render: (locale) =>
      quoteRequestMail(locale, sampleQuoteRequest(locale), 'Hôtel Atout Rive du Lac'),
  },
  {
    kind: 'seminars.quoteAcknowledgement',
    render: (locale) => quoteAcknowledgementMail(locale, sampleQuoteRequest(locale)),
  },
]
