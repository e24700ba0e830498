import { Checkbox } from '@/ui/primitives/form/checkbox'
import type { FormFieldErrors } from '@/ui/primitives/form/use-api-form'

import type { OptInStrings, PreferenceStrings } from '../strings'

export type OptInValues = {
  email: boolean
  sms: boolean
  mail: boolean
  hotel: boolean
  casino: boolean
  partner: boolean
}
export type PreferenceValues = { games: boolean; barsRestaurants: boolean; shows: boolean }

export const fieldsetClasses = 'flex flex-col gap-4 rounded-card border border-ink-700 p-4 sm:p-5'
export const legendClasses = 'px-1 font-sans text-base font-semibold text-ivory-50'

type OptInsProps = {
  idOf: (name: string) => string
  optIns: OptInValues
  preferences: PreferenceValues
  onOptIns: (value: OptInValues) => void
  onPreferences: (value: PreferenceValues) => void
  optInStrings: OptInStrings
  preferenceStrings: PreferenceStrings
  errors: FormFieldErrors
}

/** Opt-ins (channels and topics) and interests: shared by the sign-up and the profile. */
export function OptInsFieldsets({
  idOf,
  optIns,
  preferences,
  onOptIns,
  onPreferences,
  optInStrings,
  preferenceStrings,
  errors,
}: OptInsProps) {
  const box = (group: 'optIns' | 'preferences', key: string, label: string, checked: boolean) => (
    <Checkbox
      key={key}
      id={idOf(`${group}-${key}`)}
      name={`${group}.${key}`}
      label={label}
      checked={checked}
      error={errors[`${group}.${key}`]}
      onChange={(event) =>
        group === 'optIns'
          ? onOptIns({ ...optIns, [key]: event.target.checked })
          : onPreferences({ ...preferences, [key]: event.target.checked })
      }
    />
  )
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-300">{optInStrings.hint}</p>
      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>{optInStrings.channelsLegend}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {(['email', 'sms', 'mail'] as const).map((key) =>
            box('optIns', key, optInStrings[key], optIns[key]),
          )}
        </div>
      </fieldset>
      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>{optInStrings.topicsLegend}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {(['hotel', 'casino', 'partner'] as const).map((key) =>
            box('optIns', key, optInStrings[key], optIns[key]),
          )}
        </div>
      </fieldset>
      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>{preferenceStrings.legend}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {(['games', 'barsRestaurants', 'shows'] as const).map((key) =>
            box('preferences', key, preferenceStrings[key], preferences[key]),
          )}
        </div>
      </fieldset>
    </div>
  )
}
