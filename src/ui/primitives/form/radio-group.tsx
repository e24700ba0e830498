'use client'

import type { ReactNode } from 'react'

import { cn } from '../cn'
import { describedBy, FieldDescription, FieldError, RequiredMark } from './field-parts'
import { useKeepChosenOption } from './keep-typed-value'

export type RadioOption = { value: string; label: ReactNode; description?: ReactNode }

type Props = {
  /** The fieldset's id; the first radio gets `${id}-0` and so on. */
  id: string
  name: string
  legend: ReactNode
  options: RadioOption[]
  value: string
  onChange: (value: string) => void
  error?: string
  description?: ReactNode
  required?: boolean
  disabled?: boolean
  /** 'row' puts short options side by side from the small breakpoint up. */
  layout?: 'row' | 'column'
  className?: string
}

/**
 * Native radios in a fieldset: arrow keys move between options, the legend names the group. An
 * option chosen before hydration reaches the form's state (useKeepChosenOption).
 */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  error,
  description,
  required,
  disabled,
  layout = 'column',
  className,
}: Props) {
  const groupRef = useKeepChosenOption(name, value, onChange)
  return (
    <fieldset
      ref={groupRef}
      id={id}
      aria-describedby={describedBy(id, { description, error })}
      className={cn('flex flex-col gap-2', className)}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-medium text-ivory-100">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <FieldDescription id={id}>{description}</FieldDescription>
      <div className={cn('flex flex-col gap-2', layout === 'row' && 'sm:flex-row sm:gap-6')}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                required={required}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-gold-400"
              />
              <div className="text-sm">
                <label htmlFor={optionId} className="block cursor-pointer text-ivory-100">
                  {option.label}
                </label>
                {option.description ? (
                  <p id={`${optionId}-description`} className="text-ink-300">
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          )
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  )
}
