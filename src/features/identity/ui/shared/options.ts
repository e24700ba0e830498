import { localeTags, type Locale } from '@/platform/i18n/locales'
import type { SelectOption } from '@/ui/primitives/form'
import { listMonthOptions as listMonthOptionsOf } from '@/platform/domain/day-month'

import { COUNTRY_CODES } from '../../domain/validation'

/** The countries of the address select, named in the page's language, France first. */
export function listCountryOptions(locale: Locale): SelectOption[] {
  const names = new Intl.DisplayNames([localeTags[locale]], { type: 'region', fallback: 'code' })
  const collator = new Intl.Collator(localeTags[locale])
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }))
  const france = options.filter((option) => option.value === 'FR')
  const others = options
    .filter((option) => option.value !== 'FR')
    .sort((a, b) => collator.compare(a.label, b.label))
  return [...france, ...others]
}

/** Months for the lucky-day selects: value '01'…'12', label 'janvier'… or 'January'…. */
export function listMonthOptions(locale: Locale): SelectOption[] {
  return listMonthOptionsOf(localeTags[locale])
}
