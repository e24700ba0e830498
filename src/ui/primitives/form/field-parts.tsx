import type { ReactNode } from 'react'

import { cn } from '../cn'

/**
 * Ids of a field's description and error, plus any the caller gave, joined for aria-describedby
 * (undefined when none).
 */
export function describedBy(
  id: string,
  parts: { description?: ReactNode; error?: string; extra?: string },
): string | undefined {
  const ids = [
    parts.description ? `${id}-description` : null,
    parts.error ? `${id}-error` : null,
    parts.extra || null,
  ].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

export const controlClasses = (invalid: boolean, className?: string) =>
  cn(
    'block min-h-11 w-full rounded-lg border bg-ink-950 px-3.5 py-2.5 text-base text-ivory-100 placeholder:text-ink-500 transition-colors',
    'hover:border-ink-500 focus-visible:border-gold-400 [&[readonly]]:border-dashed [&[readonly]]:text-ink-200',
    'disabled:cursor-not-allowed disabled:opacity-60',
    invalid ? 'border-ruby-400' : 'border-ink-600',
    className,
  )

/** The visible required marker; assistive technologies read the native `required` instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-1 text-gold-300">
      *
    </span>
  )
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string
  required?: boolean
  children: ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-ivory-100">
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  )
}

export function FieldDescription({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <div id={`${id}-description`} className="text-sm text-ink-300">
      {children}
    </div>
  )
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="flex gap-1.5 text-sm font-medium text-ruby-400">
      <span aria-hidden="true">⚠</span>
      {error}
    </p>
  )
}
