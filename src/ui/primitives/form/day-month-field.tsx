'use client'

import { useEffect, useRef } from 'react'

import type { DayMonth } from '@/platform/domain/day-month'

import { RequiredMark } from './field-parts'
import { Select, type SelectOption } from './select'

const dayOptions: SelectOption[] = Array.from({ length: 31 }, (_, index) => {
  const day = String(index + 1)
  return { value: day.padStart(2, '0'), label: day }
})

type Props = {
  /** The fieldset's id (the target of the error summary); the selects get `-day` and `-month`. */
  id: string
  legend: string
  value: DayMonth
  onChange: (value: DayMonth) => void
  monthOptions: SelectOption[]
  strings: { day: string; month: string; chooseOption: string }
  error?: string
  required?: boolean
}

/** A day of the year as two native selects (day, month): no year, no date picker needed. */
export function DayMonthField({
  id,
  legend,
  value,
  onChange,
  monthOptions,
  strings,
  error,
  required,
}: Props) {
  const errorId = `${id}-error`
  // Both selects may report in the same moment (a day and a month chosen before the page was
  // interactive): the second merges with the first, not with the value of the last render.
  const pending = useRef<DayMonth | null>(null)
  useEffect(() => {
    pending.current = null
  })
  const change = (part: Partial<DayMonth>) => {
    const next = { ...(pending.current ?? value), ...part }
    pending.current = next
    onChange(next)
  }
  return (
    <fieldset
      id={id}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-medium text-ivory-100">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
        <Select
          id={`${id}-day`}
          label={strings.day}
          options={dayOptions}
          placeholder={strings.chooseOption}
          value={value.day}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => change({ day: event.target.value })}
        />
        <Select
          id={`${id}-month`}
          label={strings.month}
          options={monthOptions}
          placeholder={strings.chooseOption}
          value={value.month}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => change({ month: event.target.value })}
        />
      </div>
      {error ? (
        <p id={errorId} className="flex gap-1.5 text-sm font-medium text-ruby-400">
          <span aria-hidden="true">⚠</span>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
