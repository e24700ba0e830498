'use client'

import { FieldDescription, FieldError, FieldLabel, fieldBaseClass } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import type { CSSProperties, ReactNode } from 'react'

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
