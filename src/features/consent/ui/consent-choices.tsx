'use client'

import { Checkbox } from '@/ui/primitives/form/checkbox'

/** The words of the three categories (the rest of the banner's are the manager's). */
export type ConsentChoiceStrings = {
  title: string
  necessary: string
  necessaryHint: string
  analytics: string
  analyticsHint: string
  marketing: string
  marketingHint: string
}

type Props = {
  id: string
  strings: ConsentChoiceStrings
  analytics: boolean
  marketing: boolean
  onAnalytics: (checked: boolean) => void
  onMarketing: (checked: boolean) => void
}

/**
 * The banner's three categories, shown when the visitor chooses: its own chunk, fetched on the
 * intent to choose, since most visitors accept or refuse all (ADR 0074).
 */
export function ConsentChoices({ id, strings, analytics, marketing, ...on }: Props) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{strings.title}</legend>
      <Checkbox
        id={`${id}-necessary`}
        label={strings.necessary}
        description={strings.necessaryHint}
        checked
        disabled
        readOnly
      />
      <Checkbox
        id={`${id}-analytics`}
        label={strings.analytics}
        description={strings.analyticsHint}
        checked={analytics}
        onChange={(event) => on.onAnalytics(event.target.checked)}
      />
      <Checkbox
        id={`${id}-marketing`}
        label={strings.marketing}
        description={strings.marketingHint}
        checked={marketing}
        onChange={(event) => on.onMarketing(event.target.checked)}
      />
    </fieldset>
  )
}
