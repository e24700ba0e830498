'use client'

import { OPEN_CONSENT_EVENT } from './consent-events'

/** In the footer: opens the cookie banner again to change the choice. */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      {label}
    </button>
  )
}
