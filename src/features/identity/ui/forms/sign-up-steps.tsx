'use client'

import { phoneExample } from '@/platform/domain/phone'
import {
  Checkbox,
  DayMonthField,
  RadioGroup,
  Select,
  TextField,
  type FormFieldErrors,
  type SelectOption,
} from '@/ui/primitives/form'
import { Link } from '@/ui/primitives/link'

import { textLinkClasses } from '../shared/form-summary'
import { fillTemplate } from '../shared/template'
import { fieldsetClasses, legendClasses, OptInsFieldsets } from '../shared/opt-ins-fieldsets'
import type {
  CommonStrings,
  FieldStrings,
  OptInStrings,
  PasswordRuleStrings,
  PreferenceStrings,
  SignUpStrings,
} from '../strings'
import { NewPasswordFields } from './new-password-fields'
import type { SignUpValues } from './sign-up-model'

export type StepProps = {
  values: SignUpValues
  update: <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) => void
  errors: FormFieldErrors
  idOf: (name: string) => string
  strings: SignUpStrings
  fields: FieldStrings
}

export function PathStep({
  values,
  update,
  errors,
  idOf,
  strings,
  fields,
  loginHref,
  forgotPasswordHref,
}: StepProps & { loginHref: string; forgotPasswordHref: string }) {
  return (
    <div className="flex flex-col gap-5">
      <RadioGroup
        id={idOf('path')}
        name="path"
        legend={strings.pathLegend}
        required
        value={values.path}
        onChange={(value) => update('path', value as SignUpValues['path'])}
        error={errors.path}
        options={[
          {
            value: 'cardHolder',
            label: strings.pathCardHolder,
            description: strings.pathCardHolderHint,
          },
          {
            value: 'newCustomer',
            label: strings.pathNewCustomer,
            description: strings.pathNewCustomerHint,
          },
        ]}
      />
      {values.path === 'cardHolder' ? (
        <fieldset className={fieldsetClasses}>
          <legend className={legendClasses}>{strings.cardLegend}</legend>
          <TextField
            id={idOf('cvipCardNumber')}
            name="cvipCardNumber"
            label={fields.cardNumber}
            description={fields.cardNumberHint}
            inputMode="numeric"
            autoComplete="off"
            required
            value={values.cvipCardNumber}
            onChange={(event) => update('cvipCardNumber', event.target.value)}
            error={errors.cvipCardNumber}
          />
          {errors.cvipCardNumber === strings.cardHasAccount ? (
            <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <Link href={loginHref} className={textLinkClasses}>
                {strings.login}
              </Link>
              <Link href={forgotPasswordHref} className={textLinkClasses}>
                {strings.forgotPassword}
              </Link>
            </p>
          ) : null}
          <TextField
            id={idOf('lastname')}
            name="lastname"
            label={fields.lastname}
            autoComplete="family-name"
            required
            value={values.lastname}
            onChange={(event) => update('lastname', event.target.value)}
            error={errors.lastname}
          />
          <TextField
            id={idOf('birthdate')}
            name="birthdate"
            type="date"
            label={fields.birthdate}
            autoComplete="bday"
            required
            value={values.birthdate}
            onChange={(event) => update('birthdate', event.target.value)}
            error={errors.birthdate}
          />
        </fieldset>
      ) : null}
    </div>
  )
}

export function IdentityStep({
  values,
  update,
  errors,
  idOf,
  strings,
  fields,
  cardVerified,
}: StepProps & { cardVerified: boolean }) {
  // Names and birthdate verified against the card stay as the card has them.
  const lockedHint = cardVerified ? strings.cardLockedHint : undefined
  return (
    <div className="flex flex-col gap-5">
      {cardVerified ? (
        <p className="rounded-card border border-emerald-400/50 bg-emerald-700/20 p-3 text-sm text-ivory-50">
          {strings.cardVerified}
        </p>
      ) : null}
      <RadioGroup
        id={idOf('civility')}
        name="civility"
        legend={fields.civility}
        layout="row"
        required
        value={values.civility}
        onChange={(value) => update('civility', value as SignUpValues['civility'])}
        error={errors.civility}
        options={[
          { value: 'Mrs', label: fields.mrs },
          { value: 'Mr', label: fields.mr },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={idOf('firstname')}
          name="firstname"
          label={fields.firstname}
          autoComplete="given-name"
          required
          readOnly={cardVerified}
          description={lockedHint}
          value={values.firstname}
          onChange={(event) => update('firstname', event.target.value)}
          error={errors.firstname}
        />
        <TextField
          id={idOf('lastname')}
          name="lastname"
          label={fields.lastname}
          autoComplete="family-name"
          required
          readOnly={cardVerified}
          description={lockedHint}
          value={values.lastname}
          onChange={(event) => update('lastname', event.target.value)}
          error={errors.lastname}
        />
      </div>
      <TextField
        id={idOf('birthName')}
        name="birthName"
        label={fields.birthName}
        description={fields.birthNameHint}
        autoComplete="off"
        value={values.birthName}
        onChange={(event) => update('birthName', event.target.value)}
        error={errors.birthName}
      />
      <TextField
        id={idOf('birthdate')}
        name="birthdate"
        type="date"
        label={fields.birthdate}
        autoComplete="bday"
        required
        readOnly={cardVerified}
        description={lockedHint}
        value={values.birthdate}
        onChange={(event) => update('birthdate', event.target.value)}
        error={errors.birthdate}
      />
      <TextField
        id={idOf('email')}
        name="email"
        type="email"
        label={fields.email}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={errors.email}
      />
      <TextField
        id={idOf('emailVerify')}
        name="emailVerify"
        type="email"
        label={fields.emailVerify}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        value={values.emailVerify}
        onChange={(event) => update('emailVerify', event.target.value)}
        error={errors.emailVerify}
      />
      <TextField
        id={idOf('phone')}
        name="phone"
        type="tel"
        label={fields.phone}
        description={fillTemplate(fields.phoneHint, { example: phoneExample(values.country) })}
        autoComplete="tel"
        value={values.phone}
        onChange={(event) => update('phone', event.target.value)}
        error={errors.phone}
      />
    </div>
  )
}

export function AddressStep({
  values,
  update,
  errors,
  idOf,
  strings,
  fields,
  countryOptions,
  casinoOptions,
  monthOptions,
}: StepProps & {
  countryOptions: SelectOption[]
  casinoOptions: SelectOption[]
  monthOptions: SelectOption[]
}) {
  const required = values.path === 'newCustomer'
  return (
    <div className="flex flex-col gap-5">
      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>{strings.addressLegend}</legend>
        <p className="text-sm text-ink-300">
          {required ? strings.addressNewCustomerHint : strings.addressCardHolderHint}
        </p>
        <TextField
          id={idOf('addressLine1')}
          name="addressLine1"
          label={fields.addressLine1}
          autoComplete="address-line1"
          required={required}
          value={values.addressLine1}
          onChange={(event) => update('addressLine1', event.target.value)}
          error={errors.addressLine1}
        />
        <TextField
          id={idOf('addressLine2')}
          name="addressLine2"
          label={fields.addressLine2}
          autoComplete="address-line2"
          value={values.addressLine2}
          onChange={(event) => update('addressLine2', event.target.value)}
          error={errors.addressLine2}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={idOf('postalBox')}
            name="postalBox"
            label={fields.postalBox}
            autoComplete="off"
            value={values.postalBox}
            onChange={(event) => update('postalBox', event.target.value)}
            error={errors.postalBox}
          />
          <TextField
            id={idOf('placeKnownAs')}
            name="placeKnownAs"
            label={fields.placeKnownAs}
            autoComplete="address-line3"
            value={values.placeKnownAs}
            onChange={(event) => update('placeKnownAs', event.target.value)}
            error={errors.placeKnownAs}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <TextField
            id={idOf('zip')}
            name="zip"
            label={fields.zip}
            autoComplete="postal-code"
            required={required}
            value={values.zip}
            onChange={(event) => update('zip', event.target.value)}
            error={errors.zip}
          />
          <TextField
            id={idOf('city')}
            name="city"
            label={fields.city}
            autoComplete="address-level2"
            required={required}
            value={values.city}
            onChange={(event) => update('city', event.target.value)}
            error={errors.city}
          />
        </div>
        <Select
          id={idOf('country')}
          name="country"
          label={fields.country}
          autoComplete="country"
          required={required}
          options={countryOptions}
          placeholder={fields.chooseOption}
          value={values.country}
          onChange={(event) => update('country', event.target.value)}
          error={errors.country}
        />
      </fieldset>
      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>{strings.casinoLegend}</legend>
        <Select
          id={idOf('favouriteCasino')}
          name="favouriteCasino"
          label={fields.favouriteCasino}
          description={fields.favouriteCasinoHint}
          options={casinoOptions}
          placeholder={fields.noFavouriteCasino}
          value={values.favouriteCasino}
          onChange={(event) => update('favouriteCasino', event.target.value)}
          error={errors.favouriteCasino}
        />
        <TextField
          id={idOf('sponsorCode')}
          name="sponsorCode"
          label={fields.sponsorCode}
          description={fields.sponsorCodeHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={values.sponsorCode}
          onChange={(event) => update('sponsorCode', event.target.value)}
          error={errors.sponsorCode}
        />
      </fieldset>
      <fieldset className={fieldsetClasses} aria-describedby={idOf('luckyDaysHint')}>
        <legend className={legendClasses}>{strings.luckyDaysLegend}</legend>
        <p id={idOf('luckyDaysHint')} className="text-sm text-ink-300">
          {fields.luckyDaysHint}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <DayMonthField
            id={idOf('luckyDay1')}
            legend={fields.luckyDay1}
            value={values.luckyDay1}
            onChange={(value) => update('luckyDay1', value)}
            monthOptions={monthOptions}
            strings={fields}
            error={errors.luckyDay1}
          />
          <DayMonthField
            id={idOf('luckyDay2')}
            legend={fields.luckyDay2}
            value={values.luckyDay2}
            onChange={(value) => update('luckyDay2', value)}
            monthOptions={monthOptions}
            strings={fields}
            error={errors.luckyDay2}
          />
        </div>
      </fieldset>
    </div>
  )
}

export function PasswordStep({
  values,
  update,
  errors,
  idOf,
  strings,
  fields,
  common,
  passwordRules,
  optInStrings,
  preferenceStrings,
}: StepProps & {
  common: CommonStrings
  passwordRules: PasswordRuleStrings
  optInStrings: OptInStrings
  preferenceStrings: PreferenceStrings
}) {
  return (
    <div className="flex flex-col gap-5">
      <NewPasswordFields
        idOf={idOf}
        password={values.password}
        passwordVerify={values.passwordVerify}
        onPassword={(value) => update('password', value)}
        onPasswordVerify={(value) => update('passwordVerify', value)}
        errors={errors}
        labels={fields}
        common={common}
        rules={passwordRules}
      />
      <OptInsFieldsets
        idOf={idOf}
        optIns={values.optIns}
        preferences={values.preferences}
        onOptIns={(value) => update('optIns', value)}
        onPreferences={(value) => update('preferences', value)}
        optInStrings={optInStrings}
        preferenceStrings={preferenceStrings}
        errors={errors}
      />
      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>{strings.certificationsLegend}</legend>
        <Checkbox
          id={idOf('acceptPrivacyPolicy')}
          name="acceptPrivacyPolicy"
          label={strings.acceptPrivacyPolicy}
          required
          checked={values.acceptPrivacyPolicy}
          onChange={(event) => update('acceptPrivacyPolicy', event.target.checked)}
          error={errors.acceptPrivacyPolicy}
        />
        <Checkbox
          id={idOf('acceptTerms')}
          name="acceptTerms"
          label={strings.acceptTerms}
          required
          checked={values.acceptTerms}
          onChange={(event) => update('acceptTerms', event.target.checked)}
          error={errors.acceptTerms}
        />
        <Checkbox
          id={idOf('ageCertified')}
          name="ageCertified"
          label={strings.ageCertified}
          required
          checked={values.ageCertified}
          onChange={(event) => update('ageCertified', event.target.checked)}
          error={errors.ageCertified}
        />
      </fieldset>
    </div>
  )
}
