'use client'

import { useEffect, useState } from 'react'

import { apiRequest } from '@/platform/http/client'
import { DEFAULT_PHONE_COUNTRY } from '@/platform/domain/phone-limits'
import { Select, TextField, type SelectOption } from '@/ui/primitives/form'
import { controlClasses } from '@/ui/primitives/form/field-parts'

import type { CommonStrings } from './strings'
import { fillTemplate } from './template'

export type GuestDetails = {
  name: string
  email: string
  phone: string
  /** Whose numbering plan a national number is in (a number written with + names its own). */
  phoneCountry: string
  note: string
}

export const EMPTY_GUEST: GuestDetails = {
  name: '',
  email: '',
  phone: '',
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  note: '',
}

type InitAnswer = {
  profile: { firstname: string; lastname: string; email: string; phone: string | null }
  loyalty: { status: string | null; benefits: { barRestaurantDiscountPercent: number } | null }
}

export type Member = {
  name: string
  status: string | null
  /** The member's status discount at bars and restaurants (loyalty rules), 0 for none. */
  restaurantDiscountPercent: number
  details: GuestDetails
}

/**
 * The logged-in member, loaded in the browser after the cached page (ADR 0001): only when the
 * member hint cookie marked the page (no request for visitors), through the product API's init
 * call, which also refreshes an expired session.
 */
export function useMember(locale: string): Member | null {
  const [member, setMember] = useState<Member | null>(null)
  useEffect(() => {
    if (!document.documentElement.hasAttribute('data-member')) return
    const controller = new AbortController()
    void apiRequest<InitAnswer>('/api/epc/users/init', { lang: locale, signal: controller.signal })
      .then(({ data }) => {
        if (!data) return
        const name = `${data.profile.firstname} ${data.profile.lastname}`.trim()
        setMember({
          name,
          status: data.loyalty.status,
          restaurantDiscountPercent: data.loyalty.benefits?.barRestaurantDiscountPercent ?? 0,
          details: {
            ...EMPTY_GUEST,
            name,
            email: data.profile.email,
            // Stored in E.164 (+32…): it names its own country.
            phone: data.profile.phone ?? '',
          },
        })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [locale])
  return member
}

/**
 * Name, e-mail, phone (with the country of its numbering plan, so a Belgian 0470… is not read as
 * French) and a note: the same block in both booking forms.
 */
export function GuestFields({
  id,
  strings,
  phoneCountries,
  phoneExamples,
  noteLabel,
  values,
  errors,
  onChange,
}: {
  id: string
  strings: CommonStrings
  phoneCountries: SelectOption[]
  /** How a number is written in each offered country, suggested as the country changes. */
  phoneExamples: Record<string, string>
  noteLabel: string
  values: GuestDetails
  errors: Record<string, string>
  onChange: (values: GuestDetails) => void
}) {
  const set = (field: keyof GuestDetails) => (value: string) =>
    onChange({ ...values, [field]: value })
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg text-ivory-50">{strings.details}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          name="name"
          label={strings.name}
          autoComplete="name"
          required
          maxLength={80}
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name')(event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id={`${id}-phone-country`}
          name="phoneCountry"
          label={strings.phoneCountry}
          autoComplete="tel-country-code"
          options={phoneCountries}
          value={values.phoneCountry}
          onChange={(event) => set('phoneCountry')(event.target.value)}
        />
        <TextField
          id={`${id}-phone`}
          name="phone"
          type="tel"
          label={strings.phone}
          description={fillTemplate(strings.phoneHint, {
            example: phoneExamples[values.phoneCountry] ?? '',
          })}
          autoComplete="tel"
          required
          maxLength={30}
          value={values.phone}
          error={errors.phone}
          onChange={(event) => set('phone')(event.target.value)}
        />
      </div>
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={strings.email}
        description={strings.emailHint}
        autoComplete="email"
        required
        maxLength={254}
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email')(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-ivory-100">
          {noteLabel}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={500}
          value={values.note}
          onChange={(event) => set('note')(event.target.value)}
          className={controlClasses(Boolean(errors.note))}
        />
        {errors.note ? <p className="text-sm text-ruby-400">{errors.note}</p> : null}
      </div>
    </fieldset>
  )
}
