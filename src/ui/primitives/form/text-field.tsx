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

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'children' | 'ref'> & {
  id: string
  label: ReactNode
  error?: string
  description?: ReactNode
  /** Classes of the wrapper (layout); the input keeps the design-system look. */
  className?: string
  inputClassName?: string
}

/** A labelled input with its hint and error wired to aria-describedby. */
export function TextField({
  id,
  label,
  error,
  description,
  className,
  inputClassName,
  required,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const fieldRef = useKeepTypedValue(inputProps.value, inputProps.onChange)
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldDescription id={id}>{description}</FieldDescription>
      <input
        {...inputProps}
        ref={fieldRef}
        id={id}
        type={type}
        required={required}
        aria-invalid={error ? true : inputProps['aria-invalid']}
        aria-describedby={describedBy(id, {
          description,
          error,
          extra: inputProps['aria-describedby'],
        })}
        className={controlClasses(Boolean(error), inputClassName)}
      />
      <FieldError id={id} error={error} />
    </div>
  )
}
