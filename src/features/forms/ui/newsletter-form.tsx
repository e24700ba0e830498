'use client'

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { useCaptcha } from '@/ui/primitives/form/use-captcha'
import { Checkbox, TextField } from '@/ui/primitives/form'
import { FieldError, RequiredMark } from '@/ui/primitives/form/field-parts'

import type { NewsletterList } from '../domain'
import { submitNewsletterAction, type NewsletterFormState } from '../server/newsletter-actions'
import {
  fieldErrorOf,
  FormFooter,
  formErrorOf,
  useFormIds,
  type CaptchaProps,
  type PublicFormStrings,
} from './public-form-kit'

export type NewsletterFormStrings = PublicFormStrings & {
  email: string
  listsLegend: string
  lists: Record<NewsletterList, string>
  submit: string
  /** With {email}. */
  success: string
  privacy: string
}

type Props = {
  locale: string
  strings: NewsletterFormStrings
  captcha: CaptchaProps
  lists: NewsletterList[]
}

/** The newsletter block: an address and its lists; the confirmation link comes by mail. */
export function NewsletterForm({ locale, strings, captcha, lists }: Props) {
  const [state, action, pending] = useActionState<NewsletterFormState, FormData>(
    submitNewsletterAction.bind(null, locale),
    null,
  )
  const [preparing, setPreparing] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const idOf = useFormIds('newsletter')
  const error = fieldErrorOf(state, strings)
  const check = useCaptcha({
    config: captcha.config,
    strings: captcha.strings,
    form: 'newsletter',
    locale,
    error: error('captcha'),
    id: idOf('captcha'),
  })

  useEffect(() => {
    if (!state) return
    if (state.ok) {
      form.current?.reset()
      return
    }
    const errors = state.error.fieldErrors ?? {}
    const first = ['email', 'lists'].find((field) => errors[field])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [state])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending || preparing) return
    const data = new FormData(event.currentTarget)
    setPreparing(true)
    const token = await check.getToken().finally(() => setPreparing(false))
    if (token) data.set('captcha', token)
    startTransition(() => action(data))
  }

  const listsError = error('lists')
  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4">
      <p className="text-sm text-ink-300">{strings.requiredNote}</p>
      <TextField
        id={idOf('email')}
        name="email"
        type="email"
        label={strings.email}
        required
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={error('email')}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={listsError ? `${idOf('lists')}-error` : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-ivory-100">
          {strings.listsLegend}
          <RequiredMark />
        </legend>
        {lists.map((list) => (
          <Checkbox
            key={list}
            id={idOf(`list-${list}`)}
            name="lists"
            value={list}
            defaultChecked={lists.length === 1}
            label={strings.lists[list]}
          />
        ))}
        <FieldError id={idOf('lists')} error={listsError} />
      </fieldset>
      <p className="text-sm text-ink-300">{strings.privacy}</p>
      {check.field}
      <FormFooter
        busy={pending || preparing}
        submit={strings.submit}
        sending={strings.sending}
        success={state?.ok ? strings.success.replace('{email}', state.data.email) : null}
        error={formErrorOf(state, strings)}
      />
    </form>
  )
}
