import type { Payload } from 'payload'
import { z } from 'zod'

import { optionalPhoneField } from '@/platform/http/phone-field'
import type { CaptchaErrorCode } from '@/platform/domain/captcha'
import { passPublicFormGate, toFormRefusal } from '@/platform/security/public-form-gate'
import { logger } from '@/platform/logger'

import { QUOTE_EVENT_TYPES, validateQuoteRequest, type QuoteRequestErrorCode } from '../domain'
import { acknowledgeQuoteRequest, announceQuoteRequest } from './quote-request-mail'

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : null))

const optionalCount = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((value) => (value === undefined || value === '' ? null : Number(value)))

/**
 * The seminar quote form (spec §3 request fields) plus who to answer. Numbers may arrive as form
 * strings; the budget is typed in euros and stored in cents. Dates are 'YYYY-MM-DD' (Paris days).
 */
const QuoteRequestSchema = z.object({
  company: z.string().trim().min(1).max(120),
  contactName: z.string().trim().min(1).max(120),
  email: z.string().trim().toLowerCase().min(1).max(320).pipe(z.email()),
  phone: optionalPhoneField,
  /** 'casino:<slug>' or 'hotel:<slug>', as the form's select submits it; empty when undecided. */
  venue: z
    .string()
    .trim()
    .regex(/^((casino|hotel):[a-z0-9-]+)?$/)
    .optional()
    .transform((value) => value || null),
  eventType: z.enum(QUOTE_EVENT_TYPES),
  eventDate: optionalText(10),
  guests: optionalCount,
  rooms: optionalCount,
  budgetEuros: optionalCount,
  destination: optionalText(120),
  arrival: optionalText(10),
  departure: optionalText(10),
  subject: z.string().trim().min(1).max(160),
  message: z.string().trim().min(1).max(5000),
})

type ShapeErrorCode = 'invalid' | 'required' | 'invalidEmail' | 'invalidPhone' | 'tooLong'

export type QuoteRequestFieldErrors = Partial<
  Record<string, QuoteRequestErrorCode | ShapeErrorCode | CaptchaErrorCode>
>

/** What a visitor is told about a field the shape check refused: an empty one is 'required'. */
function toShapeError(field: string, issue: z.core.$ZodIssue): ShapeErrorCode {
  if (issue.code === 'invalid_type' || issue.code === 'too_small') return 'required'
  if (issue.code === 'too_big') return 'tooLong'
  if (field === 'email') return 'invalidEmail'
  if (field === 'phone') return 'invalidPhone'
  return 'invalid'
}

export type SubmitQuoteRequestResult =
  | { ok: true; data: { id: number } }
  | {
      ok: false
      error: {
        code: 'invalid' | 'captcha' | 'tooManyRequests' | 'unknownVenue' | 'unexpected'
        message: string
        fieldErrors?: QuoteRequestFieldErrors
        retryAfterSeconds?: number
      }
    }

/**
 * Validates (zod shape, then the spec's rules: real dates not in the past, departure needs an
 * arrival and is not before it), stores a quote request, then announces it to the events team by
 * mail, then acknowledges it to the visitor in their language. Storing first means a mail
 * failure never loses a request; the captcha and rate limits come first (forms area).
 */
export async function submitQuoteRequest(
  payload: Payload,
  input: unknown,
  { locale, ip = null, now = new Date() }: { locale: 'fr' | 'en'; ip?: string | null; now?: Date },
): Promise<SubmitQuoteRequestResult> {
  const parsed = QuoteRequestSchema.safeParse(input)
  if (!parsed.success) {
    const fieldErrors: QuoteRequestFieldErrors = {}
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form')
      fieldErrors[field] ??= toShapeError(field, issue)
    }
    return { ok: false, error: { code: 'invalid', message: 'Invalid quote request', fieldErrors } }
  }
  const data = parsed.data
  const budgetCents = data.budgetEuros === null ? null : Math.round(data.budgetEuros * 100)
  const ruleErrors = validateQuoteRequest(
    {
      eventDate: data.eventDate,
      arrival: data.arrival,
      departure: data.departure,
      guests: data.guests,
      rooms: data.rooms,
      budgetCents,
    },
    now,
  )
  if (data.guests === null || Object.keys(ruleErrors).length > 0) {
    const { budgetCents: budgetError, ...rest } = ruleErrors
    const fieldErrors: QuoteRequestFieldErrors = { ...rest }
    if (data.guests === null) fieldErrors.guests = 'required'
    if (budgetError) fieldErrors.budgetEuros = budgetError
    return { ok: false, error: { code: 'invalid', message: 'Invalid quote request', fieldErrors } }
  }

  // The public forms' gate (forms area): captcha, then rate limits per address and per e-mail.
  const refusal = await passPublicFormGate(payload, {
    form: 'quote',
    captcha: (input as { captcha?: unknown } | null)?.captcha,
    ip,
    email: data.email,
    now: now.getTime(),
  })
  if (refusal) return { ok: false, error: toFormRefusal(refusal, 'Too many requests') }

  let venue: { relationTo: 'casinos' | 'hotels'; value: number } | null = null
  if (data.venue) {
    const [kind, slug] = data.venue.split(':') as ['casino' | 'hotel', string]
    const collection = kind === 'casino' ? 'casinos' : 'hotels'
    const found = await payload.find({
      collection,
      where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
      limit: 1,
      depth: 0,
      select: {},
    })
    if (!found.docs[0]) {
      return {
        ok: false,
        error: {
          code: 'unknownVenue',
          message: 'Unknown venue',
          fieldErrors: { venue: 'invalid' },
        },
      }
    }
    venue = { relationTo: collection, value: found.docs[0].id }
  }

  try {
    // Our own code creates requests; the collection refuses creation through the API.
    const created = await payload.create({
      collection: 'quote-requests',
      overrideAccess: true,
      data: {
        company: data.company,
        contactName: data.contactName,
        email: data.email,
        phone: data.phone,
        venue,
        eventType: data.eventType,
        eventDate: data.eventDate,
        guests: data.guests!,
        rooms: data.rooms,
        budgetCents,
        destination: data.destination,
        arrival: data.arrival,
        departure: data.departure,
        subject: data.subject,
        message: data.message,
        locale,
        status: 'new',
      },
    })
    await announceQuoteRequest(payload, created, venue).catch((error: unknown) => {
      // Stored already: the team finds it in the admin even when the mail could not be queued.
      logger.error('quote request mail not queued', {
        quoteRequestId: created.id,
        error: String(error),
      })
    })
    await acknowledgeQuoteRequest(payload, created, locale).catch((error: unknown) => {
      logger.error('quote request acknowledgement not queued', {
        quoteRequestId: created.id,
        error: String(error),
      })
    })
    return { ok: true, data: { id: created.id } }
  } catch (error) {
    logger.error('quote request not stored', { error: String(error) })
    return { ok: false, error: { code: 'unexpected', message: 'The request could not be saved' } }
  }
}
