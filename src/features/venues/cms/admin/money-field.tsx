'use client'

import {
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldBaseClass,
  useField,
  useTranslation,
} from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useCallback, useId, useState, type ChangeEvent } from 'react'

import { formatCentsForInput, isCents, parseEuroInput } from '../../domain/money'
import {
  INVALID_ENTRY_MESSAGES,
  NOT_CENTS_MESSAGE,
  REQUIRED_MESSAGE,
  toAdminLanguage,
  UNREAD_AMOUNT_PREFIX,
} from './money-messages'

type FormValue = number | string | null | undefined

/**
 * A cents field edited in euros: staff type '12,50' or '12.5', the form holds 1250. While the
 * input has focus it keeps exactly what was typed (reformatting mid-typing would move the caret);
 * on blur it shows the amount in the admin language's format.
 */
export const MoneyField: NumberFieldClientComponent = ({
  field,
  path: pathFromProps,
  readOnly,
}) => {
  const { i18n } = useTranslation()
  const language = toAdminLanguage(i18n.language)
  const separator = language === 'fr' ? ',' : '.'
  const { label, localized, required } = field
  const description = field.admin?.description
  const inputId = useId()

  const validate = useCallback(
    (value: FormValue) => {
      if (value === null || value === undefined || value === '') {
        return required ? REQUIRED_MESSAGE[language] : true
      }
      if (typeof value === 'string') {
        const parsed = parseEuroInput(value.replace(UNREAD_AMOUNT_PREFIX, ''))
        return INVALID_ENTRY_MESSAGES[parsed.ok ? 'notANumber' : parsed.code][language]
      }
      return isCents(value) ? true : NOT_CENTS_MESSAGE[language]
    },
    [language, required],
  )

  const { disabled, path, setValue, showError, value } = useField<FormValue>({
    potentiallyStalePath: pathFromProps,
    validate,
  })
  const [typed, setTyped] = useState<string | null>(null)

  const shown =
    typed ??
    (typeof value === 'number' && isCents(value)
      ? formatCentsForInput(value, separator)
      : typeof value === 'string'
        ? value.replace(UNREAD_AMOUNT_PREFIX, '')
        : '')

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value
      setTyped(text)
      if (text.trim() === '') {
        setValue(null)
        return
      }
      const parsed = parseEuroInput(text)
      setValue(parsed.ok ? parsed.cents : `${UNREAD_AMOUNT_PREFIX}${text}`)
    },
    [setValue],
  )

  const isReadOnly = Boolean(readOnly || disabled)
  return (
    <div
      className={[
        fieldBaseClass,
        'number',
        'money-field',
        showError && 'error',
        isReadOnly && 'read-only',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <FieldLabel
        htmlFor={inputId}
        label={label}
        localized={localized}
        path={path}
        required={required}
      />
      <div className={`${fieldBaseClass}__wrap`}>
        <FieldError path={path} showError={showError} />
        <div style={{ alignItems: 'center', display: 'flex', gap: 'calc(var(--base) / 2)' }}>
          <input
            id={inputId}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={shown}
            disabled={isReadOnly}
            placeholder={language === 'fr' ? '0,00' : '0.00'}
            onChange={onChange}
            onFocus={() => setTyped(shown)}
            onBlur={() => setTyped(null)}
          />
          <span aria-hidden="true">€</span>
        </div>
      </div>
      <FieldDescription description={description} path={path} />
    </div>
  )
}
