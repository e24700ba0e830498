'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { apiRequest } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import {
  DayMonthField,
  FormErrorSummary,
  FormStatus,
  fromMonthDay,
  SubmitButton,
  toMonthDay,
  useApiForm,
  type DayMonth,
  type SelectOption,
  type SummaryItem,
} from '@/ui/primitives/form'

import type { ProfileDto } from '../../server/member-dto'

export type LuckyDaysFormStrings = {
  legend: string
  first: string
  second: string
  day: string
  month: string
  chooseOption: string
  save: string
  saving: string
  saved: string
  incomplete: string
  distinct: string
  /** A line under the legend (which fields are required, or what the dates do). */
  note: string
  errorSummaryTitle: string
  network: string
  technical: string
  /** '{field} : {message}' */
  summaryItem: string
}

type Props = {
  locale: Locale
  current: [string, string] | null
  strings: LuckyDaysFormStrings
  monthOptions: SelectOption[]
  /** The profile as saved (the answer), for a page that builds other saves on it. */
  onSaved?: (profile: ProfileDto) => void
  /**
   * Why the dates cannot be changed now (the yearly lock), shown instead of the fields. The form
   * stays mounted when a save locks it, so its confirmation survives the page's refresh.
   */
  locked?: string
}

type Field = 'luckyDay1' | 'luckyDay2'

/**
 * The two lucky dates (PUT /api/epc/users/lucky-days), the one form for them: the profile and the
 * loyalty dashboard both show it. The server has the last word: a change refused this year comes
 * back as a field error ('luckyDaysLocked') and is shown like the others. After a save the page is
 * rendered again, so the dashboard shows the new dates and the lock.
 */
export function LuckyDaysForm({ locale, current, strings, monthOptions, onSaved, locked }: Props) {
  const router = useRouter()
  const id = `lucky${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const idOf = (field: Field) => `${id}-${field}`
  const form = useApiForm({ fallbackMessages: strings })
  const [first, setFirst] = useState<DayMonth>(fromMonthDay(current?.[0]))
  const [second, setSecond] = useState<DayMonth>(fromMonthDay(current?.[1]))
  const [saved, setSaved] = useState(false)
  const labels: Record<Field, string> = { luckyDay1: strings.first, luckyDay2: strings.second }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaved(false)
    const luckyDay1 = toMonthDay(first)
    const luckyDay2 = toMonthDay(second)
    const hints: Partial<Record<Field, string>> = {}
    if (!luckyDay1) hints.luckyDay1 = strings.incomplete
    if (!luckyDay2) hints.luckyDay2 = strings.incomplete
    else if (luckyDay1 === luckyDay2) hints.luckyDay2 = strings.distinct
    if (Object.keys(hints).length > 0) return form.showErrors(hints)
    const result = await form.submit((signal) =>
      apiRequest<ProfileDto>('/api/epc/users/lucky-days', {
        method: 'PUT',
        body: { luckyDay1, luckyDay2 },
        lang: locale,
        signal,
      }),
    )
    if (result && !result.error) {
      setSaved(true)
      if (result.data) onSaved?.(result.data)
      router.refresh()
    }
  }

  if (locked) {
    return (
      <div className="flex flex-col gap-4">
        <FormStatus>{saved ? strings.saved : null}</FormStatus>
        <p className="rounded-xl border border-ink-700 p-4 text-sm text-ivory-100" role="note">
          {locked}
        </p>
      </div>
    )
  }

  const items: SummaryItem[] = []
  if (form.error) items.push({ message: form.error.message })
  for (const [field, message] of Object.entries(form.fieldErrors)) {
    const label = labels[field as Field]
    items.push(
      label
        ? {
            message: strings.summaryItem.replace('{field}', label).replace('{message}', message),
            fieldId: idOf(field as Field),
          }
        : { message },
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormErrorSummary title={strings.errorSummaryTitle} items={items} focusKey={form.failures} />
      <fieldset className="flex flex-col gap-4 rounded-card border border-ink-700 p-4 sm:p-5">
        <legend className="px-1 font-sans text-base font-semibold text-ivory-50">
          {strings.legend}
        </legend>
        <p className="text-sm text-ink-300">{strings.note}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <DayMonthField
            id={idOf('luckyDay1')}
            legend={strings.first}
            required
            value={first}
            onChange={setFirst}
            monthOptions={monthOptions}
            strings={strings}
            error={form.fieldErrors.luckyDay1}
          />
          <DayMonthField
            id={idOf('luckyDay2')}
            legend={strings.second}
            required
            value={second}
            onChange={setSecond}
            monthOptions={monthOptions}
            strings={strings}
            error={form.fieldErrors.luckyDay2}
          />
        </div>
        <div>
          <SubmitButton busy={form.sending} busyLabel={strings.saving}>
            {strings.save}
          </SubmitButton>
        </div>
      </fieldset>
      <FormStatus>{saved ? strings.saved : null}</FormStatus>
    </form>
  )
}
