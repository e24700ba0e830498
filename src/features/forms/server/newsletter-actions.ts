'use server'

import { acceptActionArguments } from '@/platform/http/action-scope'
import { getPayloadClient } from '@/platform/payload'

import type { PublicFormResult } from './form-results'
import {
  recordUnsubscribeReason,
  requestSubscription,
  resubscribe,
  unsubscribe,
  type UnsubscribeView,
} from './newsletter'
import {
  FormActionArguments,
  readActionClientAddress,
  readFormFields,
  toLocale,
  TwiceBoundFormActionArguments,
} from './request-context'

export type NewsletterFormState = PublicFormResult<{ email: string }> | null

/** The newsletter block's server action. */
export async function submitNewsletterAction(
  locale: string,
  previous: NewsletterFormState,
  formData: FormData,
): Promise<NewsletterFormState> {
  const [language, , form] = acceptActionArguments(FormActionArguments, [
    locale,
    previous,
    formData,
  ])
  const fields = readFormFields(form)
  return requestSubscription(
    await getPayloadClient(),
    {
      email: fields.email,
      lists: form.getAll('lists').map(String),
      captcha: fields.captcha,
    },
    { locale: toLocale(language), ip: await readActionClientAddress() },
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
  previous: UnsubscribeState,
  formData: FormData,
): Promise<UnsubscribeState> {
  const [unsubscribeToken, , form] = acceptActionArguments(FormActionArguments, [
    token,
    previous,
    formData,
  ])
  const lists = form.getAll('lists').map(String)
  if (lists.length === 0) return { step: 'chooseOne' }
  const view = await unsubscribe(await getPayloadClient(), unsubscribeToken, lists)
  return view ? { step: 'unsubscribed', view } : { step: 'invalid' }
}

export type ReasonState = { ok: boolean } | null

export async function unsubscribeReasonAction(
  locale: string,
  token: string,
  previous: ReasonState,
  formData: FormData,
): Promise<ReasonState> {
  const [language, unsubscribeToken, , form] = acceptActionArguments(
    TwiceBoundFormActionArguments,
    [locale, token, previous, formData],
  )
  const fields = readFormFields(form)
  const ok = await recordUnsubscribeReason(
    await getPayloadClient(),
    unsubscribeToken,
    { reason: fields.reason ?? null, comment: fields.comment ?? null },
    toLocale(language),
  )
  return { ok }
}

export type ResubscribeState = { view: UnsubscribeView | null } | null

export async function resubscribeAction(
  token: string,
  previous: ResubscribeState,
  formData: FormData,
): Promise<ResubscribeState> {
  const [unsubscribeToken] = acceptActionArguments(FormActionArguments, [token, previous, formData])
  return { view: await resubscribe(await getPayloadClient(), unsubscribeToken) }
}
