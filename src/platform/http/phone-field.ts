import { z } from 'zod'

import { normalizePhone, PHONE_MAX_LENGTH } from '@/platform/domain/phone'

/**
 * An optional phone field of a public form (contact, quote request), read with the one phone rule
 * (src/platform/domain/phone.ts): blank is null, a number is stored in E.164, anything else is an
 * issue on the field (the forms report it as 'invalidPhone'). These forms have no country beside
 * the field: a national number is read as French, any other country's written with + or 00.
 */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH)
  .optional()
  .transform((value, context) => {
    if (!value) return null
    const phone = normalizePhone(value)
    if (phone) return phone
    context.addIssue({ code: 'custom', message: 'Not a phone number' })
    return z.NEVER
  })
