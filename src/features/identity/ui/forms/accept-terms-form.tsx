'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { apiRequest } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import { Checkbox, FormStatus, SubmitButton, useApiForm } from '@/ui/primitives/form'
import { Link } from '@/ui/primitives/link'

import { useFieldIds } from '../shared/form-kit'
import { FormSummary, RequiredNote, textLinkClasses } from '../shared/form-summary'
import { collectHints, hintAccepted } from '../shared/hints'
import { resolveReturnTo } from '../shared/return-to'
import type { AcceptTermsStrings, FormKit } from '../strings'

type Props = {
  locale: Locale
  kit: FormKit
  strings: AcceptTermsStrings
  /** The terms page, localized; null when the block has none. */
  termsHref: string | null
  links: { profile: string }
}

/** Accepting the current terms, then back to the page that asked for them (or the profile). */
export function AcceptTermsForm({ locale, kit, strings, termsHref, links }: Props) {
  const router = useRouter()
  const idOf = useFieldIds()
  const form = useApiForm({ fallbackMessages: kit.common })
  const [accepted, setAccepted] = useState(false)
  const [done, setDone] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const hints = collectHints({ acceptCgu: hintAccepted(accepted, kit.hints) })
    if (Object.keys(hints).length > 0) return form.showErrors(hints)
    const result = await form.submit((signal) =>
      apiRequest('/api/epc/users/accept-cgu', {
        method: 'POST',
        body: {},
        lang: locale,
        signal,
      }),
    )
    if (result && !result.error) {
      setDone(true)
      router.push(resolveReturnTo(window.location.search, links.profile))
      router.refresh()
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormSummary
        form={form}
        fields={{ acceptCgu: strings.checkbox }}
        idOf={idOf}
        common={kit.common}
      />
      {termsHref ? (
        <p>
          <Link href={termsHref} className={textLinkClasses}>
            {strings.readTerms}
          </Link>
        </p>
      ) : null}
      <RequiredNote common={kit.common} />
      <Checkbox
        id={idOf('acceptCgu')}
        name="acceptCgu"
        label={strings.checkbox}
        required
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
        error={form.fieldErrors.acceptCgu}
      />
      <SubmitButton busy={form.sending || done} busyLabel={kit.common.sending}>
        {strings.submit}
      </SubmitButton>
      <FormStatus>{done ? strings.success : null}</FormStatus>
    </form>
  )
}
