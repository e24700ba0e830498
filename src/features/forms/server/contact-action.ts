'use server'

import { getPayloadClient } from '@/platform/payload'

import { submitContactRequest } from './contact'
import type { PublicFormResult } from './form-results'
import { readActionClientAddress, readFormFields, toLocale } from './request-context'

export type ContactFormState = PublicFormResult<{ id: number }> | null

/** The contact form block's server action (Next checks the Origin of server actions). */
export async function submitContactAction(
  locale: string,
  _previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  return submitContactRequest(await getPayloadClient(), readFormFields(formData), {
    locale: toLocale(locale),
    ip: await readActionClientAddress(),
  })
}
