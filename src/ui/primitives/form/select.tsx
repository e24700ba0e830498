'use client'

import type { ComponentProps, ReactNode } from 'react'

import { cn } from '../cn'
import {
  controlClasses,
  describedBy,
  FieldDescription,
  FieldError,
  FieldLabel,
} from './field-parts'
import { useKeepTypedValue } from './keep-typed-value'

export type SelectOption = { value: string; label: string }

export type SelectProps = Omit<ComponentProps<'select'>, 'id' | 'children' | 'ref'> & {
  id: string
  label: ReactNode
  options: SelectOption[]
  /** A first, empty choice ("Choose…"). */
  placeholder?: string
  error?: string
  description?: ReactNode
  className?: string
}

/** A native select: the platform's own picker on phones, full keyboard support everywhere. */
export function Select({
  id,
  label,
  options,
  placeholder,
  error,
  description,
  className,
  required,
  ...selectProps
}: SelectProps) {
  const fieldRef = useKeepTypedValue(selectProps.value, selectProps.onChange)
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldDescription id={id}>{description}</FieldDescription>
      <select
        {...selectProps}
        ref={fieldRef}
        id={id}
        required={required}
        aria-invalid={error ? true : selectProps['aria-invalid']}
        aria-describedby={describedBy(id, {
          description,
          error,
          extra: selectProps['aria-describedby'],
        })}
        className={controlClasses(Boolean(error), 'cursor-pointer')}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  )
}
