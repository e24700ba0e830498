'use client'

import { useState, type FormEvent } from 'react'

import { DEFAULT_PHONE_COUNTRY } from '@/platform/domain/phone-limits'
import { RadioGroup, Select, TextField, type SelectOption } from '@/ui/primitives/form'

import { isActiveMember } from '../../domain/member-state'
import { FormSummary } from '../shared/form-summary'
import { fillTemplate } from '../shared/template'
import { collectHints, hintRequired } from '../shared/hints'
import {
  fieldsetClasses,
  legendClasses,
  OptInsFieldsets,
  type OptInValues,
  type PreferenceValues,
} from '../shared/opt-ins-fieldsets'
import { LuckyDaysForm } from './lucky-days-form'
import { fromInput, mergeSection, toInput, type ProfileUpdateBody } from './profile-model'
import {
  formatBirthdate,
  SectionFooter,
  SectionForm,
  useSectionSave,
  type SectionProps,
} from './profile-section-kit'

export function IdentitySection(props: SectionProps) {
  const { saved, kit, strings, fields, idOf, labels, locale } = props
  const { form, save, saved: justSaved } = useSectionSave(props)
  const [draft, setDraft] = useState({
    civility: toInput(saved.civility),
    firstname: saved.firstname,
    lastname: saved.lastname,
    birthName: toInput(saved.birthName),
    commonName: toInput(saved.commonName),
    birthdate: toInput(saved.birthdate),
  })
  const set = (key: keyof typeof draft, value: string) =>
    setDraft((current) => ({ ...current, [key]: value }))

  // An active member's identity was checked at a casino against an ID: read-only here.
  if (isActiveMember(saved)) {
    const civility =
      saved.civility === 'Mr' ? fields.mr : saved.civility === 'Mrs' ? fields.mrs : null
    const rows: [string, string | null][] = [
      [fields.civility, civility],
      [fields.firstname, saved.firstname],
      [fields.lastname, saved.lastname],
      [fields.birthName, saved.birthName],
      [fields.commonName, saved.commonName],
      [fields.birthdate, formatBirthdate(saved.birthdate, locale)],
    ]
    return (
      <section className={fieldsetClasses} aria-labelledby={idOf('identity-title')}>
        <h3 id={idOf('identity-title')} className={legendClasses}>
          {strings.identityLegend}
        </h3>
        <p className="text-sm text-ink-300">{strings.identityLocked}</p>
        <dl className="grid gap-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-ink-300">{label}</dt>
              <dd className="text-ivory-100">{value || strings.notProvided}</dd>
            </div>
          ))}
        </dl>
      </section>
    )
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const hints = collectHints({
      civility: draft.civility === '' ? kit.hints.choose : null,
      firstname: hintRequired(draft.firstname, kit.hints),
      lastname: hintRequired(draft.lastname, kit.hints),
      birthdate: hintRequired(draft.birthdate, kit.hints),
    })
    if (Object.keys(hints).length > 0) return form.showErrors(hints)
    const edited: Partial<ProfileUpdateBody> = {
      civility: fromInput(draft.civility),
      firstname: fromInput(draft.firstname),
      lastname: fromInput(draft.lastname),
      birthName: fromInput(draft.birthName),
      commonName: fromInput(draft.commonName),
      birthdate: fromInput(draft.birthdate),
    }
    await save('/api/epc/users/update', mergeSection(saved, edited))
  }

  return (
    <SectionForm
      legend={strings.identityLegend}
      onSubmit={onSubmit}
      footer={
        <SectionFooter
          busy={form.sending}
          kit={kit}
          label={strings.saveIdentity}
          savedMessage={justSaved ? strings.saved : null}
        />
      }
    >
      <FormSummary form={form} fields={labels} idOf={idOf} common={kit.common} />
      <RadioGroup
        id={idOf('civility')}
        name="civility"
        legend={fields.civility}
        layout="row"
        required
        value={draft.civility}
        onChange={(value) => set('civility', value)}
        error={form.fieldErrors.civility}
        options={[
          { value: 'Mrs', label: fields.mrs },
          { value: 'Mr', label: fields.mr },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={idOf('firstname')}
          label={fields.firstname}
          autoComplete="given-name"
          required
          value={draft.firstname}
          onChange={(event) => set('firstname', event.target.value)}
          error={form.fieldErrors.firstname}
        />
        <TextField
          id={idOf('lastname')}
          label={fields.lastname}
          autoComplete="family-name"
          required
          value={draft.lastname}
          onChange={(event) => set('lastname', event.target.value)}
          error={form.fieldErrors.lastname}
        />
        <TextField
          id={idOf('birthName')}
          label={fields.birthName}
          description={fields.birthNameHint}
          autoComplete="off"
          value={draft.birthName}
          onChange={(event) => set('birthName', event.target.value)}
          error={form.fieldErrors.birthName}
        />
        <TextField
          id={idOf('commonName')}
          label={fields.commonName}
          description={fields.commonNameHint}
          autoComplete="off"
          value={draft.commonName}
          onChange={(event) => set('commonName', event.target.value)}
          error={form.fieldErrors.commonName}
        />
      </div>
      <TextField
        id={idOf('birthdate')}
        type="date"
        label={fields.birthdate}
        autoComplete="bday"
        required
        value={draft.birthdate}
        onChange={(event) => set('birthdate', event.target.value)}
        error={form.fieldErrors.birthdate}
      />
    </SectionForm>
  )
}

export function ContactSection(props: SectionProps) {
  const { saved, kit, strings, fields, idOf, labels, countryOptions, phoneExamples } = props
  const { form, save, saved: justSaved } = useSectionSave(props)
  const [draft, setDraft] = useState({
    phone: toInput(saved.phone),
    addressLine1: toInput(saved.addressLine1),
    addressLine2: toInput(saved.addressLine2),
    postalBox: toInput(saved.postalBox),
    placeKnownAs: toInput(saved.placeKnownAs),
    zip: toInput(saved.zip),
    city: toInput(saved.city),
    country: toInput(saved.country),
  })
  const set = (key: keyof typeof draft, value: string) =>
    setDraft((current) => ({ ...current, [key]: value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const edited: Partial<ProfileUpdateBody> = {
      phone: fromInput(draft.phone),
      addressLine1: fromInput(draft.addressLine1),
      addressLine2: fromInput(draft.addressLine2),
      postalBox: fromInput(draft.postalBox),
      placeKnownAs: fromInput(draft.placeKnownAs),
      zip: fromInput(draft.zip),
      city: fromInput(draft.city),
      country: fromInput(draft.country),
    }
    await save('/api/epc/users/update', mergeSection(saved, edited))
  }

  const text = (
    key: keyof typeof draft,
    autoComplete: string,
    extra: { type?: string; description?: string } = {},
  ) => (
    <TextField
      id={idOf(key)}
      label={labels[key]}
      autoComplete={autoComplete}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      error={form.fieldErrors[key]}
      {...extra}
    />
  )

  return (
    <SectionForm
      legend={strings.contactLegend}
      onSubmit={onSubmit}
      footer={
        <SectionFooter
          busy={form.sending}
          kit={kit}
          label={strings.saveContact}
          savedMessage={justSaved ? strings.saved : null}
        />
      }
    >
      <FormSummary form={form} fields={labels} idOf={idOf} common={kit.common} />
      <div>
        <p className="text-sm text-ink-300">{strings.accountEmail}</p>
        <p className="break-all text-ivory-100">{saved.email}</p>
        <p className="text-sm text-ink-300">{strings.accountEmailHint}</p>
      </div>
      {text('phone', 'tel', {
        type: 'tel',
        description: fillTemplate(fields.phoneHint, {
          // France's format until a country is chosen, as the server reads such a number.
          example: phoneExamples[draft.country || DEFAULT_PHONE_COUNTRY] ?? '',
        }),
      })}
      {text('addressLine1', 'address-line1')}
      {text('addressLine2', 'address-line2')}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('postalBox', 'off')}
        {text('placeKnownAs', 'address-line3')}
      </div>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {text('zip', 'postal-code')}
        {text('city', 'address-level2')}
      </div>
      <Select
        id={idOf('country')}
        label={fields.country}
        autoComplete="country"
        options={countryOptions}
        placeholder={fields.chooseOption}
        value={draft.country}
        onChange={(event) => set('country', event.target.value)}
        error={form.fieldErrors.country}
      />
    </SectionForm>
  )
}

export function PreferencesSection(props: SectionProps) {
  const { saved, kit, strings, fields, idOf, labels } = props
  const { form, save, saved: justSaved } = useSectionSave(props)
  const [favouriteCasino, setFavouriteCasino] = useState(toInput(saved.favouriteCasino))
  const [optIns, setOptIns] = useState<OptInValues>(saved.optIns)
  const [preferences, setPreferences] = useState<PreferenceValues>(saved.preferences)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    await save(
      '/api/epc/users/update',
      mergeSection(saved, { favouriteCasino: fromInput(favouriteCasino), optIns, preferences }),
    )
  }

  return (
    <SectionForm
      legend={strings.preferencesLegend}
      onSubmit={onSubmit}
      footer={
        <SectionFooter
          busy={form.sending}
          kit={kit}
          label={strings.savePreferences}
          savedMessage={justSaved ? strings.saved : null}
        />
      }
    >
      <FormSummary form={form} fields={labels} idOf={idOf} common={kit.common} />
      <Select
        id={idOf('favouriteCasino')}
        label={fields.favouriteCasino}
        description={fields.favouriteCasinoHint}
        options={withSavedChoice(props.casinoOptions, toInput(saved.favouriteCasino))}
        placeholder={fields.noFavouriteCasino}
        value={favouriteCasino}
        onChange={(event) => setFavouriteCasino(event.target.value)}
        error={form.fieldErrors.favouriteCasino}
      />
      <OptInsFieldsets
        idOf={idOf}
        optIns={optIns}
        preferences={preferences}
        onOptIns={setOptIns}
        onPreferences={setPreferences}
        optInStrings={props.optIns}
        preferenceStrings={props.preferences}
        errors={form.fieldErrors}
      />
    </SectionForm>
  )
}

/** The lucky dates: the same form as the loyalty dashboard's, with the profile's texts. */
export function LuckyDaysSection({
  locale,
  saved,
  kit,
  strings,
  fields,
  monthOptions,
  onSaved,
}: SectionProps) {
  return (
    <LuckyDaysForm
      locale={locale}
      current={saved.luckyDays}
      monthOptions={monthOptions}
      onSaved={onSaved}
      strings={{
        legend: strings.luckyDaysLegend,
        first: fields.luckyDay1,
        second: fields.luckyDay2,
        day: fields.day,
        month: fields.month,
        chooseOption: fields.chooseOption,
        save: strings.saveLuckyDays,
        saving: kit.common.sending,
        saved: strings.saved,
        incomplete: kit.hints.luckyDayIncomplete,
        distinct: kit.hints.luckyDaysDistinct,
        note: fields.luckyDaysHint,
        errorSummaryTitle: kit.common.errorSummaryTitle,
        network: kit.common.network,
        technical: kit.common.technical,
        summaryItem: kit.common.summaryItem,
      }}
    />
  )
}

/**
 * The casinos to choose from, with the member's saved value first when it is not one of them (a
 * casino no longer published, text typed before the choice existed): saving keeps it.
 */
function withSavedChoice(options: SelectOption[], saved: string): SelectOption[] {
  if (saved === '' || options.some((option) => option.value === saved)) return options
  return [{ value: saved, label: saved }, ...options]
}
