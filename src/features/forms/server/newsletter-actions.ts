'use server'

import { getPayloadClient } from '@/platform/payload'

import type { PublicFormResult } from './form-results'
import {
  recordUnsubscribeReason,
  requestSubscription,
  resubscribe,
  unsubscribe,
  type UnsubscribeView,
} from './newsletter'
import { readActionClientAddress, readFormFields, toLocale } from './request-context'

export type NewsletterFormState = PublicFormResult<{ email: string }> | null

/** The newsletter block's server action. */
export async function submitNewsletterAction(
  locale: string,
  _previous: NewsletterFormState,
  formData: FormData,
): Promise<NewsletterFormState> {
  const fields = readFormFields(formData)
  return requestSubscription(
    await getPayloadClient(),
    {
      email: fields.email,
      lists: formData.getAll('lists').map(String),
      captcha: fields.captcha,
    },
    { locale: toLocale(locale), ip: await readActionClientAddress() },
  )
}

export type UnsubscribeState =
  | { step: 'unsubscribed'; view: UnsubscribeView }
  | { step: 'chooseOne' }
  | { step: 'invalid' }
  | null

/** The unsubscribe page's form (works without JavaScript: a plain POST of the form). */
export async function unsubscribeAction(
  token: string,
  _previous: UnsubscribeState,
  formData: FormData,
): Promise<UnsubscribeState> {
  const lists = formData.getAll('lists').map(String)
  if (lists.length === 0) return { step: 'chooseOne' }
  const view = await unsubscribe(await getPayloadClient(), token, lists)
  return view ? { step: 'unsubscribed', view } : { step: 'invalid' }
}

export type ReasonState = { ok: boolean } | null

export async function unsubscribeReasonAction(
  locale: string,
  token: string,
  _previous: ReasonState,
  formData: FormData,
): Promise<ReasonState> {
  const fields = readFormFields(formData)
  const ok = await recordUnsubscribeReason(
    await getPayloadClient(),
    token,
    { reason: fields.reason ?? null, comment: fields.comment ?? null },
    toLocale(locale),
  )
  return { ok }
}

export type ResubscribeState = { view: UnsubscribeView | null } | null

export async function resubscribeAction(
  token: string,
  _previous: ResubscribeState,
  _formData: FormData,
): Promise<ResubscribeState> {
  return { view: await resubscribe(await getPayloadClient(), token) }
}
