import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'

import { Checkbox } from './checkbox'
import { FormErrorSummary } from './form-error-summary'
import { FormStatus } from './form-status'
import { PasswordField } from './password-field'
import { RadioGroup } from './radio-group'
import { Select } from './select'
import { SubmitButton } from './submit-button'
import { TextField } from './text-field'
import { describeApiError, flattenFieldErrors } from './use-api-form'

const html = (node: React.ReactElement) => renderToStaticMarkup(node)

describe('TextField', () => {
  test('label, required, hint and error are wired to the input', () => {
    const markup = html(
      <TextField
        id="email"
        label="Adresse e-mail"
        required
        description="Votre identifiant"
        error="Invalide"
      />,
    )
    expect(markup).toContain('<label for="email"')
    expect(markup).toMatch(/<input[^>]*id="email"[^>]*required=""/)
    expect(markup).toContain('aria-invalid="true"')
    expect(markup).toContain('aria-describedby="email-description email-error"')
    expect(markup).toContain('id="email-error"')
    expect(markup).toContain('aria-hidden="true" class="ml-1 text-gold-300">*</span>')
  })

  test('no aria-invalid nor describedby when there is nothing to describe', () => {
    const markup = html(<TextField id="city" label="Ville" />)
    expect(markup).not.toContain('aria-invalid')
    expect(markup).not.toContain('aria-describedby')
  })
})

test('PasswordField: hidden by default, with a labelled toggle that controls the input', () => {
  const markup = html(
    <PasswordField
      id="pw"
      label="Mot de passe"
      showLabel="Afficher"
      hideLabel="Masquer"
      error="Requis"
    />,
  )
  expect(markup).toMatch(/<input[^>]*type="password"/)
  expect(markup).toMatch(/<button type="button" aria-controls="pw" aria-label="Afficher"/)
  expect(markup).toContain('aria-describedby="pw-error"')
})

test('Checkbox: native, labelled, error described', () => {
  const markup = html(<Checkbox id="cgu" label="J’accepte" required error="Cochez" />)
  expect(markup).toMatch(/<input[^>]*type="checkbox"[^>]*required=""/)
  expect(markup).toContain('<label for="cgu"')
  expect(markup).toContain('aria-describedby="cgu-error"')
})

test('RadioGroup: native radios in a fieldset named by its legend', () => {
  const markup = html(
    <RadioGroup
      id="civ"
      name="civility"
      legend="Civilité"
      value="Mr"
      onChange={() => undefined}
      required
      error="Choisissez"
      options={[
        { value: 'Mrs', label: 'Madame' },
        { value: 'Mr', label: 'Monsieur' },
      ]}
    />,
  )
  expect(markup).toMatch(/^<fieldset id="civ" aria-describedby="civ-error"/)
  expect(markup).toContain('<legend')
  expect(markup.match(/type="radio"/g)).toHaveLength(2)
  expect(markup).toMatch(/id="civ-1"[^>]*checked=""[^>]*value="Mr"/)
  expect(markup).not.toMatch(/id="civ-0"[^>]*checked/)
  expect(markup).toContain('<label for="civ-0"')
})

test('Select: native, with an empty first choice', () => {
  const markup = html(
    <Select
      id="country"
      label="Pays"
      placeholder="Choisir…"
      options={[{ value: 'FR', label: 'France' }]}
    />,
  )
  expect(markup).toContain('<select id="country"')
  expect(markup).toContain('<option value="">Choisir…</option>')
  expect(markup).toContain('<option value="FR">France</option>')
})

describe('FormErrorSummary', () => {
  test('an alert, focusable, listing errors with links to their fields; codes stay out of the text', () => {
    const markup = html(
      <FormErrorSummary
        title="Un problème est survenu"
        focusKey={1}
        items={[
          { message: 'E-mail ou mot de passe incorrect.', code: '0090' },
          { message: 'E-mail : Invalide', fieldId: 'f-email' },
        ]}
      />,
    )
    expect(markup).toMatch(/tabindex="-1" role="alert"/)
    expect(markup).toContain('Un problème est survenu')
    expect(markup).toContain('data-error-code="0090"')
    expect(markup).not.toMatch(/>[^<]*0090/)
    expect(markup).toContain('href="#f-email"')
  })

  test('renders nothing without errors', () => {
    expect(html(<FormErrorSummary title="x" items={[]} focusKey={0} />)).toBe('')
  })
})

test('SubmitButton: busy means aria-disabled, the busy label and a spoken status', () => {
  const idle = html(
    <SubmitButton busy={false} busyLabel="Envoi…">
      Envoyer
    </SubmitButton>,
  )
  expect(idle).not.toContain('aria-disabled')
  expect(idle).toContain('Envoyer')
  const busy = html(
    <SubmitButton busy busyLabel="Envoi…">
      Envoyer
    </SubmitButton>,
  )
  expect(busy).toContain('aria-disabled="true"')
  expect(busy).not.toContain('Envoyer')
  expect(busy).toContain('<span role="status" class="sr-only">Envoi…</span>')
})

test('FormStatus is always present as a status region', () => {
  expect(html(<FormStatus />)).toBe('<div role="status"></div>')
  expect(html(<FormStatus>Enregistré</FormStatus>)).toContain('Enregistré')
})

describe('api errors', () => {
  test('several messages of a field are joined; a code stands in for a missing message', () => {
    expect(
      flattenFieldErrors({
        password: [
          { code: 'minLength', message: 'Trop court.' },
          { code: 'passwordPolicy', message: 'Il manque une majuscule.' },
        ],
        zip: [{ code: 'zipCode', message: '' }],
      }),
    ).toEqual({ password: 'Trop court. Il manque une majuscule.', zip: 'zipCode' })
  })

  test('network failures and empty messages get the caller’s translations', () => {
    const fallback = { network: 'Hors ligne', technical: 'Erreur technique' }
    expect(describeApiError({ code: 'network', message: '' }, fallback).message).toBe('Hors ligne')
    expect(describeApiError({ code: 'technical', message: '' }, fallback).message).toBe(
      'Erreur technique',
    )
    expect(describeApiError({ code: '0090', message: 'Incorrect' }, fallback)).toEqual({
      code: '0090',
      message: 'Incorrect',
    })
  })
})
