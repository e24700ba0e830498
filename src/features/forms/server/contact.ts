import type { Payload } from 'payload'
import { z } from 'zod'

import type { ContactRequest } from '@/payload-types'
import { optionalPhoneField } from '@/platform/http/phone-field'
import { getEnv } from '@/platform/config/env'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { logger } from '@/platform/logger'
import type { ComposedMailDraft } from '@/platform/mail/compose/content'
import { sendComposedMail } from '@/platform/mail/mailer'

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

type ContactFacts = Pick<
  ContactRequest,
  'id' | 'name' | 'email' | 'phone' | 'locale' | 'subject' | 'message'
>

/** The staff's link to the message in the admin. */
const contactRequestAdminUrl = (id: number) =>
  `${getEnv().SITE_URL}/admin/collections/contact-requests/${id}`

/**
 * The venue's team (or the customer-requests address) learns of a message: who wrote, about
 * what, the message itself, and the button to it in the admin.
 */
export function contactRequestMail(
  locale: Locale,
  request: ContactFacts,
  venueName: string | null,
): ComposedMailDraft {
  const t = getTranslator(locale, 'forms')
  const subject = t('mail.contactStaff.subject', { subject: request.subject })
  const intro = t('mail.contactStaff.intro')
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
            t('mail.contactStaff.venue', {
              venue: venueName ?? t('mail.contactStaff.venueUnknown'),
            }),
            t('mail.contactStaff.name', { name: request.name }),
            t('mail.contactStaff.email', { email: request.email }),
            ...(request.phone ? [t('mail.contactStaff.phone', { phone: request.phone })] : []),
            t('mail.contactStaff.language', {
              language: t(request.locale === 'en' ? 'mail.languages.en' : 'mail.languages.fr'),
            }),
            `${t('mail.subjectLabel')} ${request.subject}`,
          ],
        },
        { kind: 'paragraph', text: request.message },
        {
          kind: 'action',
          label: t('mail.contactStaff.follow'),
          href: contactRequestAdminUrl(request.id),
        },
      ],
      signature: t('mail.staffSignature'),
    },
  }
}

/** The visitor's copy, in their language: what they sent and who will answer. */
export function contactAcknowledgementMail(
  locale: Locale,
  request: Pick<ContactRequest, 'name' | 'subject' | 'message'>,
  venueName: string | null,
): ComposedMailDraft {
  const t = getTranslator(locale, 'forms')
  const subject = t('mail.contactAck.subject')
  const body = venueName
    ? t('mail.contactAck.bodyVenue', { venue: venueName })
    : t('mail.contactAck.body')
  return {
    subject,
    content: {
      preview: body,
      heading: subject,
      greeting: t('mail.greeting', { name: request.name }),
      blocks: [
        { kind: 'paragraph', text: body },
        { kind: 'facts', lines: [`${t('mail.subjectLabel')} ${request.subject}`] },
        { kind: 'paragraph', text: request.message },
        { kind: 'note', text: t('mail.noReply') },
      ],
      signature: t('mail.signature'),
    },
  }
}

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
  await sendComposedMail(payload, {
    ...contactRequestMail('fr', request, recipient.venueName),
    to: recipient.to,
    kind: 'forms.contactRequest',
    locale: 'fr',
  })
}

/** The visitor's copy, in their language. */
async function acknowledgeContactRequest(
  payload: Payload,
  request: ContactRequest,
  venueName: string | null,
  locale: Locale,
) {
  await sendComposedMail(payload, {
    ...contactAcknowledgementMail(locale, request, venueName),
    to: request.email,
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
