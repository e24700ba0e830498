'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent, type ReactNode } from 'react'

import { parseIsoDate } from '@/platform/domain/calendar'
import { formatCalendarDay } from '@/platform/format'
import { apiRequest } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import { FormStatus, SubmitButton, useApiForm, type SelectOption } from '@/ui/primitives/form'

import type { ProfileDto } from '../../server/member-dto'
import { fieldsetClasses, legendClasses } from '../shared/opt-ins-fieldsets'
import type {
  FieldStrings,
  FormKit,
  OptInStrings,
  PreferenceStrings,
  ProfileStrings,
} from '../strings'

export type ProfileSection = 'identity' | 'contact' | 'preferences' | 'luckyDays'

export type ProfileFormsProps = {
  locale: Locale
  member: ProfileDto
  sections: ProfileSection[]
  kit: FormKit
  strings: ProfileStrings
  fields: FieldStrings
  optIns: OptInStrings
  preferences: PreferenceStrings
  countryOptions: SelectOption[]
  /** How a mobile number is written in each country of `countryOptions` (the phone field's hint). */
  phoneExamples: Record<string, string>
  /** The published casinos, by name (the favourite casino). */
  casinoOptions: SelectOption[]
  monthOptions: SelectOption[]
}

export type SectionProps = Omit<ProfileFormsProps, 'member' | 'sections'> & {
  saved: ProfileDto
  onSaved: (profile: ProfileDto) => void
  idOf: (name: string) => string
  labels: Record<string, string>
}

/** Every field label of the profile: a section's summary may report another section's field. */
export function listLabels(fields: FieldStrings): Record<string, string> {
  return {
    civility: fields.civility,
    firstname: fields.firstname,
    lastname: fields.lastname,
    birthName: fields.birthName,
    commonName: fields.commonName,
    birthdate: fields.birthdate,
    phone: fields.phone,
    addressLine1: fields.addressLine1,
    addressLine2: fields.addressLine2,
    postalBox: fields.postalBox,
    placeKnownAs: fields.placeKnownAs,
    zip: fields.zip,
    city: fields.city,
    country: fields.country,
    favouriteCasino: fields.favouriteCasino,
    luckyDay1: fields.luckyDay1,
    luckyDay2: fields.luckyDay2,
  }
}

/** Saves one section; the answer (the new profile) becomes what every section builds on. */
export function useSectionSave({
  locale,
  kit,
  onSaved,
}: Pick<SectionProps, 'locale' | 'kit' | 'onSaved'>) {
  const router = useRouter()
  const form = useApiForm({ fallbackMessages: kit.common })
  const [savedAt, setSavedAt] = useState(0)

  async function save(path: string, body: unknown) {
    setSavedAt(0)
    const result = await form.submit((signal) =>
      apiRequest<ProfileDto>(path, { method: 'PUT', body, lang: locale, signal }),
    )
    if (result?.data && !result.error) {
      onSaved(result.data)
      setSavedAt(Date.now())
      // Server-rendered parts (greeting, header) show the new values.
      router.refresh()
    }
  }

  return { form, save, saved: savedAt > 0 }
}

export function SectionForm({
  legend,
  children,
  onSubmit,
  footer,
}: {
  legend: string
  children: ReactNode
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  footer: ReactNode
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>{legend}</legend>
        {children}
        {footer}
      </fieldset>
    </form>
  )
}

export function formatBirthdate(value: string | null, locale: Locale): string | null {
  if (!value) return null
  if (!parseIsoDate(value)) return value
  return formatCalendarDay(value, locale, 'date')
}

export function SectionFooter({
  busy,
  kit,
  label,
  savedMessage,
}: {
  busy: boolean
  kit: FormKit
  label: string
  savedMessage: string | null
}) {
  return (
    <div className="flex flex-col gap-3">
      <SubmitButton busy={busy} busyLabel={kit.common.sending} className="sm:self-start">
        {label}
      </SubmitButton>
      <FormStatus>{savedMessage}</FormStatus>
    </div>
  )
}
