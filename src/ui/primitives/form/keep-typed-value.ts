'use client'

import { useEffect, useEffectEvent, useRef, type ChangeEvent } from 'react'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Keeps what a visitor typed (or chose) before the page became interactive. React leaves a controlled
 * field's text alone when it hydrates (so nothing typed is erased on screen), but the form's state
 * still holds the server's empty value: the form would send "" and say the field is required. On
 * mount, a field whose text differs from its value hands that text to its `onChange` once. Forms
 * loaded in their own chunk (ADR 0016) hydrate a moment after the page shows, so this matters.
 * Returns the ref to put on the field.
 */
export function useKeepTypedValue<T extends Field>(
  value: unknown,
  onChange: ((event: ChangeEvent<T>) => void) | undefined,
) {
  const field = useRef<T | null>(null)
  const recover = useEffectEvent(() => {
    const element = field.current
    if (!element || !onChange || value === undefined || value === null) return
    if (element.value === String(value)) return
    onChange({ target: element, currentTarget: element } as ChangeEvent<T>)
  })
  useEffect(() => recover(), [])
  return field
}

/**
 * The same for a checkbox: a box ticked (or unticked) before the page became interactive shows
 * ticked, while the form's state still says it is not. On mount, a box whose state differs from
 * `checked` hands it to `onChange` once. Returns the ref to put on the box.
 */
export function useKeepCheckedState(
  checked: boolean | undefined,
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined,
) {
  const box = useRef<HTMLInputElement | null>(null)
  const recover = useEffectEvent(() => {
    const element = box.current
    if (!element || !onChange || checked === undefined) return
    if (element.checked === checked) return
    onChange({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>)
  })
  useEffect(() => recover(), [])
  return box
}

/**
 * The same for a radio group: the option chosen before the page became interactive is handed to
 * `onChange` once. Returns the ref to put on the group's fieldset.
 */
export function useKeepChosenOption(
  name: string,
  value: string,
  onChange: ((value: string) => void) | undefined,
) {
  const group = useRef<HTMLFieldSetElement | null>(null)
  const recover = useEffectEvent(() => {
    const chosen = [...(group.current?.querySelectorAll('input[type="radio"]') ?? [])].find(
      (input): input is HTMLInputElement =>
        input instanceof HTMLInputElement && input.name === name && input.checked,
    )
    if (chosen && onChange && chosen.value !== value) onChange(chosen.value)
  })
  useEffect(() => recover(), [])
  return group
}
