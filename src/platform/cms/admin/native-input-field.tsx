'use client'

import { FieldDescription, FieldError, FieldLabel, fieldBaseClass, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useId } from 'react'

/**
 * A text field of the admin edited with one of the browser's own inputs (a date, a time): the
 * stored text is the input's value ('' stored as null); `shown` maps a stored value the input
 * cannot hold to one it can.
 */
export function NativeInputField({
  field,
  path: pathFromProps,
  readOnly,
  type,
  step,
  shown = (value) => value,
}: TextFieldClientProps & {
  type: 'date' | 'time'
  step?: number
  shown?: (value: string) => string
}) {
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
          type={type}
          step={step}
          value={typeof value === 'string' ? shown(value) : ''}
          disabled={isReadOnly}
          onChange={(event) => setValue(event.target.value === '' ? null : event.target.value)}
        />
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
