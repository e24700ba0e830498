'use client'

import { Eye, EyeOff } from 'lucide'
import { useState, type ComponentProps, type ReactNode } from 'react'

import { cn } from '../cn'
import {
  controlClasses,
  describedBy,
  FieldDescription,
  FieldError,
  FieldLabel,
} from './field-parts'
import { useKeepTypedValue } from './keep-typed-value'
import { Icon } from '@/ui/primitives/icon'

export type PasswordFieldProps = Omit<
  ComponentProps<'input'>,
  'id' | 'type' | 'children' | 'ref'
> & {
  id: string
  label: ReactNode
  error?: string
  /** Shown under the label; live rules (password hints) can be passed here. */
  description?: ReactNode
  showLabel: string
  hideLabel: string
  className?: string
}

/** A password input with a show/hide button (kept in the tab order, labelled by its action). */
export function PasswordField({
  id,
  label,
  error,
  description,
  showLabel,
  hideLabel,
  className,
  required,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  const fieldRef = useKeepTypedValue(inputProps.value, inputProps.onChange)
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          {...inputProps}
          ref={fieldRef}
          id={id}
          type={visible ? 'text' : 'password'}
          required={required}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { description, error })}
          className={controlClasses(Boolean(error), 'pr-14')}
        />
        <button
          type="button"
          aria-controls={id}
          aria-label={visible ? hideLabel : showLabel}
          onClick={() => setVisible((current) => !current)}
          className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center rounded-r-lg text-ink-300 hover:text-gold-300"
        >
          {visible ? (
            <Icon icon={EyeOff} aria-hidden="true" className="size-5" />
          ) : (
            <Icon icon={Eye} aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <FieldDescription id={id}>{description}</FieldDescription>
      <FieldError id={id} error={error} />
    </div>
  )
}
