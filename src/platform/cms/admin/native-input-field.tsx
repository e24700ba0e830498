'use client'

import type { TextFieldClientProps } from 'payload'
import { AdminFieldFrame, useAdminTextField } from './field-frame'

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
  const state = useAdminTextField(pathFromProps, readOnly)
  return (
    <AdminFieldFrame
      field={field}
      path={state.path}
      labelFor={state.id}
      showError={state.showError}
      readOnly={state.readOnly}
    >
      <input
        id={state.id}
        name={state.path}
        type={type}
        step={step}
        value={state.text === '' ? '' : shown(state.text)}
        disabled={state.readOnly}
        onChange={(event) => state.setText(event.target.value)}
      />
    </AdminFieldFrame>
  )
}
