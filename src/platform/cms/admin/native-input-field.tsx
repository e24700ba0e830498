'use client'

import { useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useId } from 'react'

import { AdminFieldFrame } from './field-frame'

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
  const inputId = useId()
  const { disabled, path, setValue, showError, value } = useField<string | null>({
    potentiallyStalePath: pathFromProps,
  })
  const isReadOnly = Boolean(readOnly || disabled)
  return (
    <AdminFieldFrame
      field={field}
      path={path}
      labelFor={inputId}
      showError={showError}
      readOnly={isReadOnly}
    >
      <input
        id={inputId}
        name={path}
        type={type}
        step={step}
        value={typeof value === 'string' ? shown(value) : ''}
        disabled={isReadOnly}
        onChange={(event) => setValue(event.target.value === '' ? null : event.target.value)}
      />
    </AdminFieldFrame>
  )
}
