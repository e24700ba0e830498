'use client'

import { FieldDescription, FieldError, FieldLabel, fieldBaseClass, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useId, type ChangeEvent } from 'react'

/**
 * A calendar day kept as 'YYYY-MM-DD' text (birthdates, compared as written by the card and login
 * rules and read as-is by the fast init route), edited with the browser's date picker.
 */
export const DayField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { label, localized, required } = field
  const inputId = useId()
  const { disabled, path, setValue, showError, value } = useField<string | null>({
    potentiallyStalePath: pathFromProps,
  })
  const isReadOnly = Boolean(readOnly || disabled)
  return (
    <div
      className={[fieldBaseClass, 'text', showError && 'error', isReadOnly && 'read-only']
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
        <input
          id={inputId}
          name={path}
          type="date"
          value={typeof value === 'string' ? value : ''}
          disabled={isReadOnly}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setValue(event.target.value === '' ? null : event.target.value)
          }
        />
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
