'use client'

import { useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useId } from 'react'

import { AdminFieldFrame } from './field-frame'

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
  const inputId = useId()
  const { disabled, path, setValue, showError, value } = useField<string | null>({
    potentiallyStalePath: pathFromProps,
  })
  const isReadOnly = Boolean(readOnly || disabled)
  const current = typeof value === 'string' ? value : ''
  const isUnknown = current !== '' && !choices.some((choice) => choice.value === current)
  return (
    <AdminFieldFrame
      field={field}
      path={path}
      labelFor={inputId}
      showError={showError}
      readOnly={isReadOnly}
    >
      <select
        id={inputId}
        name={path}
        value={current}
        disabled={isReadOnly}
        style={{ minWidth: 240, padding: '8px 10px' }}
        onChange={(event) => setValue(event.target.value === '' ? null : event.target.value)}
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
