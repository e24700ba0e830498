/** A day of the year (no year) as two selects hold it; APIs take 'MM-DD'. */
export type DayMonth = { day: string; month: string }

export const EMPTY_DAY_MONTH: DayMonth = { day: '', month: '' }

/** 'MM-DD' when both parts are chosen, '' when neither is, null when only one is. */
export function toMonthDay(value: DayMonth): string | null {
  if (value.day === '' && value.month === '') return ''
  if (value.day === '' || value.month === '') return null
  return `${value.month}-${value.day}`
}

export function fromMonthDay(value: string | null | undefined): DayMonth {
  const match = /^(\d{2})-(\d{2})$/.exec(value ?? '')
  return match ? { month: match[1]!, day: match[2]! } : EMPTY_DAY_MONTH
}

/** Months for the selects: value '01'…'12', label 'Janvier'… or 'January'… (a BCP 47 tag). */
export function listMonthOptions(localeTag: string): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(localeTag, { month: 'long', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, index) => {
    const label = format.format(new Date(Date.UTC(2000, index, 1)))
    return {
      value: String(index + 1).padStart(2, '0'),
      label: label.charAt(0).toLocaleUpperCase(localeTag) + label.slice(1),
    }
  })
}
