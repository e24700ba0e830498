'use client'

import { useActionState } from 'react'

import { buttonClasses } from '@/ui/primitives/button-link'
import { Checkbox, FormStatus } from '@/ui/primitives/form'

import type { NewsletterList } from '../domain'
import {
  resubscribeAction,
  unsubscribeAction,
  unsubscribeReasonAction,
  type ReasonState,
  type ResubscribeState,
  type UnsubscribeState,
} from '../server/newsletter-actions'
import type { UnsubscribeReason, UnsubscribeView } from '../server/newsletter'
import { TextAreaField, useFormIds } from './public-form-kit'

export type UnsubscribeStrings = {
  intro: string
  listsLegend: string
  submit: string
  nothing: string
  done: string
  reasonTitle: string
  reasonIntro: string
  reasonLegend: string
  other: string
  sendReason: string
  reasonThanks: string
  comeBackTitle: string
  resubscribe: string
  resubscribed: string
  invalid: string
  chooseOne: string
  sending: string
  lists: Record<NewsletterList, string>
}

type Props = {
  locale: string
  token: string
  view: UnsubscribeView
  reasons: UnsubscribeReason[]
  strings: UnsubscribeStrings
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)

/**
 * The unsubscribe page reached from a newsletter mail: leave lists in one click, then say why
 * (optional) and come back if that was a mistake. Plain forms posting server actions, so the page
 * works before (or without) its JavaScript.
 */
export function UnsubscribePanel({ locale, token, view, reasons, strings }: Props) {
  const [left, leave, leaving] = useActionState<UnsubscribeState, FormData>(
    unsubscribeAction.bind(null, token),
    null,
  )
  const [reason, sendReason, sendingReason] = useActionState<ReasonState, FormData>(
    unsubscribeReasonAction.bind(null, locale, token),
    null,
  )
  const [back, comeBack, comingBack] = useActionState<ResubscribeState, FormData>(
    resubscribeAction.bind(null, token),
    null,
  )
  const idOf = useFormIds('unsubscribe')
  const names = (lists: NewsletterList[]) => lists.map((list) => strings.lists[list]).join(', ')

  if (left?.step === 'invalid' || back?.view === null) {
    return <p role="alert">{strings.invalid}</p>
  }
  const current = back?.view ?? (left?.step === 'unsubscribed' ? left.view : view)
  const justLeft = left?.step === 'unsubscribed' && !back

  if (back?.view) {
    return (
      <FormStatus>
        {fill(strings.resubscribed, { email: current.email, lists: names(current.subscribed) })}
      </FormStatus>
    )
  }

  if (!justLeft && current.subscribed.length > 0) {
    return (
      <form action={leave} className="flex flex-col gap-5">
        <p className="text-ink-200">{fill(strings.intro, { email: view.email })}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-ivory-100">{strings.listsLegend}</legend>
          {current.subscribed.map((list) => (
            <Checkbox
              key={list}
              id={idOf(list)}
              name="lists"
              value={list}
              defaultChecked={view.list === null || view.list === list}
              label={strings.lists[list]}
            />
          ))}
        </fieldset>
        {left?.step === 'chooseOne' ? (
          <p role="alert" className="text-sm text-ruby-400">
            {strings.chooseOne}
          </p>
        ) : null}
        <button
          type="submit"
          aria-disabled={leaving}
          className={buttonClasses('primary', 'self-start')}
        >
          {leaving ? strings.sending : strings.submit}
        </button>
      </form>
    )
  }

  return (
    <div className="flex flex-col gap-10">
      <FormStatus>
        {justLeft
          ? fill(strings.done, { email: current.email, lists: names(left.view.left) })
          : fill(strings.nothing, { email: current.email })}
      </FormStatus>
      {justLeft ? (
        <section aria-labelledby={idOf('reason-title')} className="flex flex-col gap-4">
          <h2 id={idOf('reason-title')} className="text-2xl text-ivory-50">
            {strings.reasonTitle}
          </h2>
          {reason?.ok ? (
            <FormStatus>{strings.reasonThanks}</FormStatus>
          ) : (
            <form action={sendReason} className="flex flex-col gap-4">
              <p className="text-sm text-ink-200">{strings.reasonIntro}</p>
              {reasons.length > 0 ? (
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-2 text-sm font-medium text-ivory-100">
                    {strings.reasonLegend}
                  </legend>
                  {reasons.map((entry) => (
                    <div key={entry.key} className="flex items-start gap-3">
                      <input
                        id={idOf(`reason-${entry.key}`)}
                        type="radio"
                        name="reason"
                        value={entry.key}
                        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-gold-400"
                      />
                      <label
                        htmlFor={idOf(`reason-${entry.key}`)}
                        className="cursor-pointer text-sm text-ink-200"
                      >
                        {entry.label}
                      </label>
                    </div>
                  ))}
                </fieldset>
              ) : null}
              <TextAreaField
                id={idOf('comment')}
                name="comment"
                label={strings.other}
                maxLength={1000}
                rows={3}
              />
              <button
                type="submit"
                aria-disabled={sendingReason}
                className={buttonClasses('secondary', 'self-start')}
              >
                {sendingReason ? strings.sending : strings.sendReason}
              </button>
            </form>
          )}
        </section>
      ) : null}
      {current.left.length > 0 ? (
        <section aria-labelledby={idOf('back-title')} className="flex flex-col gap-4">
          <h2 id={idOf('back-title')} className="text-2xl text-ivory-50">
            {strings.comeBackTitle}
          </h2>
          <form action={comeBack}>
            <button type="submit" aria-disabled={comingBack} className={buttonClasses('secondary')}>
              {comingBack ? strings.sending : strings.resubscribe}
            </button>
          </form>
        </section>
      ) : null}
    </div>
  )
}
