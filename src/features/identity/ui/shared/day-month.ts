/** A lucky day as the two selects hold it; the API takes 'MM-DD'. */
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
