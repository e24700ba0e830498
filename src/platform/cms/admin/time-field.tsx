'use client'

import { FieldDescription, FieldError, FieldLabel, fieldBaseClass, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useId } from 'react'

/**
 * A time of day kept as 'HH:MM' text (opening hours, in Paris time), picked with the browser's
 * time input instead of typed.
 */
export const TimeField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
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
          type="time"
          step={300}
          // The end of the day may be stored as '24:00', which a time input writes '00:00'.
          value={value === '24:00' ? '00:00' : typeof value === 'string' ? value : ''}
          disabled={isReadOnly}
          onChange={(event) => setValue(event.target.value === '' ? null : event.target.value)}
        />
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
