import type { Payload } from 'payload'

import type { Locale } from '@/platform/i18n/locales'

import type { FieldError } from '../domain/validation'

/** What every identity use case gets from the edge (route handler, server action, proxy). */
export type IdentityContext = {
  payload: Payload
  now: number
  locale: Locale
  ip: string | null
  userAgent: string | null
}

/** A form with invalid fields: the edge answers 400 with the translated field errors. */
export class FormValidationError extends Error {
  constructor(readonly fieldErrors: Partial<Record<string, FieldError[]>>) {
    super('Invalid form')
    this.name = 'FormValidationError'
  }
}
