'use server'

import { acceptActionArguments } from '@/platform/http/action-scope'
import { getPayloadClient } from '@/platform/payload'

import { submitContactRequest } from './contact'
import type { PublicFormResult } from './form-results'
import {
  FormActionArguments,
  readActionClientAddress,
  readFormFields,
  toLocale,
} from './request-context'

export type ContactFormState = PublicFormResult<{ id: number }> | null

/** The contact form block's server action (Next checks the Origin of server actions). */
export async function submitContactAction(
  locale: string,
  previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  const [language, , form] = acceptActionArguments(FormActionArguments, [
    locale,
    previous,
    formData,
  ])
  return submitContactRequest(await getPayloadClient(), readFormFields(form), {
    locale: toLocale(language),
    ip: await readActionClientAddress(),
  })
}
