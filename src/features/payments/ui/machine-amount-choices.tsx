'use client'

import { useEffect, useEffectEvent, useRef } from 'react'

/** The value of the "other amount" choice; the typed amount then comes from `otherAmount`. */
export const OTHER_AMOUNT_CHOICE = 'other'

export type MachineAmountChoicesProps = {
  /** Suggested amounts: the value posted (euros, as the form sends them) and its label. */
  presets: { value: string; label: string }[]
  /** The amount the member typed before (the page comes back with it after a refusal). */
  typed: string | null
  strings: { legend: string; otherChoice: string; otherField: string; otherHint: string }
}

/**
 * The amount of a machine payment: suggested amounts or "other amount" with its box, one radio
 * group, so the choice the member made is the one paid (the server reads the box only when
 * "other amount" is chosen). Typing in the box chooses "other amount"; without JavaScript the
 * member picks it themselves. After a refusal the page comes back with the typed amount and
 * "other amount" chosen; picking a suggested amount then wins over what is left in the box.
 * The component loads in its own chunk (ADR 0070): an amount typed before it became interactive
 * chooses "other amount" once it is, unless the member picked another amount meanwhile.
 */
export function MachineAmountChoices({ presets, typed, strings }: MachineAmountChoicesProps) {
  const otherRadio = useRef<HTMLInputElement>(null)
  const typedPreset = typed === null ? null : (presets.find((p) => p.value === typed) ?? null)
  const otherChosen = typed !== null && typedPreset === null
  const otherBox = useRef<HTMLInputElement>(null)
  const initialBox = otherChosen ? (typed ?? '') : ''
  const recoverTyped = useEffectEvent(() => {
    const box = otherBox.current
    const radio = otherRadio.current
    if (!box || !radio || box.value.trim() === '' || box.value === initialBox) return
    // A radio the member changed before hydration is their choice; keep it.
    const radios = box.form?.querySelectorAll<HTMLInputElement>('input[name="amount"]') ?? []
    const untouched = [...radios].every((input) => input.checked === input.defaultChecked)
    if (untouched) radio.checked = true
  })
  useEffect(() => recoverTyped(), [])
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ivory-100">{strings.legend}</legend>
      <div className="flex flex-wrap gap-3">
        {presets.map((preset, index) => (
          <div key={preset.value} className="flex items-center gap-2">
            <input
              id={`amount-${index}`}
              type="radio"
              name="amount"
              value={preset.value}
              defaultChecked={
                typedPreset ? typedPreset.value === preset.value : !otherChosen && index === 0
              }
              className="size-5 accent-gold-400"
            />
            <label htmlFor={`amount-${index}`} className="cursor-pointer text-ivory-100">
              {preset.label}
            </label>
          </div>
        ))}
        <div className="flex items-center gap-2">
          <input
            ref={otherRadio}
            id="amount-other-choice"
            type="radio"
            name="amount"
            value={OTHER_AMOUNT_CHOICE}
            defaultChecked={otherChosen}
            aria-controls="amount-other"
            className="size-5 accent-gold-400"
          />
          <label htmlFor="amount-other-choice" className="cursor-pointer text-ivory-100">
            {strings.otherChoice}
          </label>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="amount-other" className="text-sm font-medium text-ivory-100">
          {strings.otherField}
        </label>
        <p id="amount-other-hint" className="text-xs text-ink-300">
          {strings.otherHint}
        </p>
        <input
          ref={otherBox}
          id="amount-other"
          name="otherAmount"
          inputMode="decimal"
          defaultValue={initialBox}
          aria-describedby="amount-other-hint"
          onInput={(event) => {
            if (event.currentTarget.value.trim() !== '' && otherRadio.current) {
              otherRadio.current.checked = true
            }
          }}
          className="min-h-11 w-40 rounded-lg border border-ink-600 bg-ink-900 px-3 text-ivory-50 focus-visible:outline-2 focus-visible:outline-gold-300"
        />
      </div>
    </fieldset>
  )
}
