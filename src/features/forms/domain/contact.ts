import { PHONE_MAX_LENGTH } from '@/platform/domain/phone-limits'

/** Where staff are with a contact message. */
export const CONTACT_REQUEST_STATUSES = ['new', 'answered'] as const
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number]

/** The contact form's fields, in the order of the form (errors are focused in this order). */
export const CONTACT_FIELDS = ['venue', 'subject', 'message', 'name', 'email', 'phone'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export const CONTACT_LIMITS = {
  subject: 160,
  message: 5000,
  name: 120,
  email: 320,
  phone: PHONE_MAX_LENGTH,
}
