'use client'

import { useEffect, useId, useRef, type MouseEvent } from 'react'

export type SummaryItem = {
  message: string
  /** The field the error belongs to: the item links to it. */
  fieldId?: string
  /**
   * The error's code (e.g. '0090'): kept out of the text (customers read messages, not codes),
   * on the item's data-error-code for support tools and tests.
   */
  code?: string
}

type Props = {
  title: string
  items: SummaryItem[]
  /** Changes after each failed submit: the summary then takes the focus. */
  focusKey: number
}

const focusable = 'input:not([type=hidden]), select, textarea, button'

/** Moves to the field itself: an anchor jump would only scroll, leaving the focus behind. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = document.getElementById(fieldId)
  if (!target) return
  event.preventDefault()
  const control = target.matches(focusable) ? target : target.querySelector<HTMLElement>(focusable)
  ;(control ?? target).focus()
  target.scrollIntoView({ block: 'center' })
}

/**
 * The list of what went wrong, shown above the form after a failed submit. It is announced
 * (role="alert") and focused, so keyboard and screen-reader users land on it; each field error
 * links to its field.
 */
export function FormErrorSummary({ title, items, focusKey }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const hasItems = items.length > 0
  useEffect(() => {
    if (focusKey > 0 && hasItems) ref.current?.focus()
  }, [focusKey, hasItems])
  if (!hasItems) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="rounded-card border border-ruby-400/70 bg-ruby-600/15 p-4 text-sm"
    >
      <h3 id={titleId} className="font-sans text-base font-semibold text-ivory-50">
        {title}
      </h3>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-ivory-100">
        {items.map((item, index) => (
          <li key={`${item.fieldId ?? 'form'}-${index}`} data-error-code={item.code}>
            {item.fieldId ? (
              <a
                href={`#${item.fieldId}`}
                onClick={(event) => focusField(event, item.fieldId!)}
                className="text-ruby-400 underline hover:text-ivory-50"
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
