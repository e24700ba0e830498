'use client'

import type { ComponentProps, ReactNode } from 'react'

import { cn } from '../cn'
import { describedBy, FieldDescription, FieldError, RequiredMark } from './field-parts'
import { useKeepCheckedState } from './keep-typed-value'

export type CheckboxProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'children' | 'ref'> & {
  id: string
  label: ReactNode
  error?: string
  description?: ReactNode
  className?: string
}

/**
 * A native checkbox with its label beside it (the whole label is the click target). A box ticked
 * before hydration reaches the form's state (useKeepCheckedState).
 */
export function Checkbox({
  id,
  label,
  error,
  description,
  className,
  required,
  ...inputProps
}: CheckboxProps) {
  const boxRef = useKeepCheckedState(inputProps.checked, inputProps.onChange)
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          {...inputProps}
          ref={boxRef}
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { description, error })}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-gold-400"
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-ink-200">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <div className="flex flex-col gap-1 pl-8">
        <FieldDescription id={id}>{description}</FieldDescription>
        <FieldError id={id} error={error} />
      </div>
    </div>
  )
}
