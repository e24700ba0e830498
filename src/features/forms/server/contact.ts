import type { Payload } from 'payload'
import { z } from 'zod'

import type { ContactRequest } from '@/payload-types'
import { optionalPhoneField } from '@/platform/http/phone-field'
import { getEnv } from '@/platform/config/env'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { logger } from '@/platform/logger'
import { sendMail } from '@/platform/mail/mailer'

import { CONTACT_LIMITS } from '../domain'
import { toFieldErrors, type PublicFormResult } from './form-results'
import { passPublicFormGate, toFormRefusal } from '@/platform/security/public-form-gate'
import { findPublishedVenue, findRequestRecipient, type VenueRef } from './venue-recipient'

const ContactSchema = z.object({
  venue: z
    .string()
    .trim()
    .regex(/^((casino|hotel):[a-z0-9-]+)?$/)
    .optional()
    .transform((value) => value || null),
  subject: z.string().trim().min(1).max(CONTACT_LIMITS.subject),
  message: z.string().trim().min(1).max(CONTACT_LIMITS.message),
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.string().trim().toLowerCase().min(1).max(CONTACT_LIMITS.email).pipe(z.email()),
  phone: optionalPhoneField,
})

export type ContactContext = { locale: Locale; ip: string | null; now?: number }

const line = (label: string, value: string | null | undefined) =>
  value ? `${label} : ${value}` : null

/** The venue's team (or the customer-requests address) learns of the message, in French. */
async function announceContactRequest(
  payload: Payload,
  request: ContactRequest,
  venue: VenueRef | null,
) {
  const recipient = await findRequestRecipient(payload, venue)
  if (!recipient.to) {
    logger.warn('contact message stored without a staff mail: no recipient address', {
      contactRequestId: request.id,
    })
    return
  }
  const text = [
    'Un nouveau message est arrivé par le formulaire de contact du site.',
    '',
    line('Lieu', recipient.venueName ?? 'non précisé'),
    line('Nom', request.name),
    line('E-mail', request.email),
    line('Téléphone', request.phone),
    line('Langue du visiteur', request.locale === 'en' ? 'anglais' : 'français'),
    '',
    `Objet : ${request.subject}`,
    '',
    request.message,
    '',
    `Suivre le message : ${getEnv().SITE_URL}/admin/collections/contact-requests/${request.id}`,
  ].filter((entry): entry is string => entry !== null)
  await sendMail(payload, {
    to: recipient.to,
    subject: `Message de contact : ${request.subject}`,
    text: text.join('\n'),
    kind: 'forms.contactRequest',
    locale: 'fr',
  })
}

/** The visitor's copy, in their language: what they sent and who will answer. */
async function acknowledgeContactRequest(
  payload: Payload,
  request: ContactRequest,
  venueName: string | null,
  locale: Locale,
) {
  const t = getTranslator(locale, 'forms')
  const text = [
    t('mail.greeting', { name: request.name }),
    '',
    venueName ? t('mail.contactAck.bodyVenue', { venue: venueName }) : t('mail.contactAck.body'),
    '',
    `${t('mail.subjectLabel')} ${request.subject}`,
    '',
    request.message,
    '',
    t('mail.noReply'),
    t('mail.signature'),
  ]
  await sendMail(payload, {
    to: request.email,
    subject: t('mail.contactAck.subject'),
    text: text.join('\n'),
    kind: 'forms.contactAcknowledgement',
    locale,
  })
}

/**
 * The contact form: field checks, captcha, rate limits (per address and per e-mail), then the
 * message is stored before any mail; the venue's team and the visitor are mailed afterwards, and
 * a mail that cannot be queued never loses the stored message.
 */
export async function submitContactRequest(
  payload: Payload,
  input: Record<string, unknown>,
  { locale, ip, now = Date.now() }: ContactContext,
): Promise<PublicFormResult<{ id: number }>> {
  const parsed = ContactSchema.safeParse(input)
  if (!parsed.success) {
    return {
      ok: false,
      error: {
        code: 'invalid',
        message: 'Invalid contact message',
        fieldErrors: toFieldErrors(parsed.error.issues),
      },
    }
  }
  const data = parsed.data
  const refusal = await passPublicFormGate(payload, {
    form: 'contact',
    captcha: input.captcha,
    ip,
    email: data.email,
    now,
  })
  if (refusal) return { ok: false, error: toFormRefusal(refusal, 'Too many messages') }
  const venue = data.venue ? await findPublishedVenue(payload, data.venue) : null
  if (data.venue && !venue) {
    return {
      ok: false,
      error: { code: 'unknownVenue', message: 'Unknown venue', fieldErrors: { venue: 'invalid' } },
    }
  }

  let created: ContactRequest
  try {
    created = await payload.create({
      collection: 'contact-requests',
      overrideAccess: true,
      data: { ...data, venue, locale, status: 'new' },
    })
  } catch (error) {
    logger.error('contact message not stored', { error: String(error) })
    return { ok: false, error: { code: 'unexpected', message: 'The message could not be saved' } }
  }
  // Stored already: staff find it in the admin even when a mail could not be queued.
  const mailed = (kind: string) => (error: unknown) =>
    logger.error(`contact ${kind} mail not queued`, {
      contactRequestId: created.id,
      error: String(error),
    })
  await announceContactRequest(payload, created, venue).catch(mailed('staff'))
  await findRequestRecipient(payload, venue, locale)
    .then(({ venueName }) => acknowledgeContactRequest(payload, created, venueName, locale))
    .catch(mailed('acknowledgement'))
  return { ok: true, data: { id: created.id } }
}
