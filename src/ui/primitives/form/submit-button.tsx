'use client'

import { LoaderCircle } from 'lucide'
import type { ComponentProps, ReactNode } from 'react'

import { buttonClasses, type ButtonAppearance } from '../button-link'
import { cn } from '../cn'
import { useHydrated } from '../use-hydrated'
import { Icon } from '@/ui/primitives/icon'

type Props = Omit<ComponentProps<'button'>, 'children'> & {
  busy: boolean
  /** Shown and spoken while the form is sending, e.g. "Sending…". */
  busyLabel: string
  children: ReactNode
  appearance?: ButtonAppearance
}

/**
 * A submit button that is disabled while the form is sending. It uses aria-disabled rather than
 * the disabled attribute, so the focus stays on it instead of falling back to the page, and it
 * says "sending" through a status message. Until the form's code runs it is really disabled: a
 * click (or Enter in a field) before that would submit the form natively, its fields — a
 * password among them — in the page's URL.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  appearance = 'primary',
  className,
  disabled,
  type = 'submit',
  onClick,
  ...buttonProps
}: Props) {
  const hydrated = useHydrated()
  const inactive = busy || Boolean(disabled)
  return (
    <>
      <button
        {...buttonProps}
        type={type}
        disabled={hydrated ? undefined : true}
        aria-disabled={inactive ? true : undefined}
        onClick={(event) => {
          if (inactive) {
            event.preventDefault()
            return
          }
          onClick?.(event)
        }}
        className={buttonClasses(
          appearance,
          cn('w-full sm:w-auto', inactive && 'cursor-not-allowed opacity-70', className),
        )}
      >
        {busy ? (
          <Icon icon={LoaderCircle} aria-hidden="true" className="size-4 animate-spin" />
        ) : null}
        {busy ? busyLabel : children}
      </button>
      <span role="status" className="sr-only">
        {busy ? busyLabel : ''}
      </span>
    </>
  )
}
