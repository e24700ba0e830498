'use client'

import { FieldDescription, FieldError, FieldLabel, fieldBaseClass, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useId, type CSSProperties, type ReactNode } from 'react'

/**
 * The frame of a text field of the admin drawn with our own control (the browser's date or time
 * input, two selects, a select of choices): Payload's label, error, description and classes, so it
 * reads like the fields around it.
 */
export function AdminFieldFrame({
  field,
  path,
  labelFor,
  showError,
  readOnly,
  wrapStyle,
  children,
}: {
  field: TextFieldClientProps['field']
  path: string
  /** The control the label names (the first one when there are several). */
  labelFor: string
  showError: boolean
  readOnly: boolean
  wrapStyle?: CSSProperties
  children: ReactNode
}) {
  const { label, localized, required } = field
  return (
    <div
      className={[fieldBaseClass, 'text', showError && 'error', readOnly && 'read-only']
        .filter(Boolean)
        .join(' ')}
    >
      <FieldLabel
        htmlFor={labelFor}
        label={label}
        localized={localized}
        path={path}
        required={required}
      />
      <div className={`${fieldBaseClass}__wrap`} style={wrapStyle}>
        <FieldError path={path} showError={showError} />
        {children}
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}

/**
 * The state of a text field drawn with our own control: its form path, the stored text ('' when
 * none) and a setter storing '' as null, whether it shows an error or is read-only, and an id for
 * the control the label names.
 */
export function useAdminTextField(
  pathFromProps: string | undefined,
  readOnly: boolean | undefined,
) {
  const id = useId()
  const { disabled, path, setValue, showError, value } = useField<string | null>({
    potentiallyStalePath: pathFromProps,
  })
  return {
    id,
    path,
    showError,
    readOnly: Boolean(readOnly || disabled),
    text: typeof value === 'string' ? value : '',
    setText: (next: string) => setValue(next === '' ? null : next),
  }
}
