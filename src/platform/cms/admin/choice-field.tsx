'use client'

import type { TextFieldClientProps } from 'payload'
import { AdminFieldFrame, useAdminTextField } from './field-frame'

export type Choice = { value: string; label: string }

/**
 * A text field of the admin chosen from a list another part of the site owns (a member's
 * favourite casino among the published casinos): the stored text is the choice's value, '' (the
 * first option) is stored as null. A stored value that is no longer a choice stays shown, marked,
 * until staff pick another.
 */
export function ChoiceField({
  field,
  path: pathFromProps,
  readOnly,
  choices,
  emptyLabel,
  unknownLabel,
}: TextFieldClientProps & {
  choices: readonly Choice[]
  emptyLabel: string
  unknownLabel: string
}) {
  const state = useAdminTextField(pathFromProps, readOnly)
  const current = state.text
  const isUnknown = current !== '' && !choices.some((choice) => choice.value === current)
  return (
    <AdminFieldFrame
      field={field}
      path={state.path}
      labelFor={state.id}
      showError={state.showError}
      readOnly={state.readOnly}
    >
      <select
        id={state.id}
        name={state.path}
        value={current}
        disabled={state.readOnly}
        style={{ minWidth: 240, padding: '8px 10px' }}
        onChange={(event) => state.setText(event.target.value)}
      >
        <option value="">{emptyLabel}</option>
        {isUnknown ? <option value={current}>{`${current} (${unknownLabel})`}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </AdminFieldFrame>
  )
}
