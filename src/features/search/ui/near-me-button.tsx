'use client'

import { useState } from 'react'

import { useHydrated } from '@/ui/primitives/use-hydrated'

type Props = {
  formId: string
  strings: { label: string; locating: string; denied: string; unsupported: string }
}

/**
 * 'Around me': asks the browser for the position, writes it (rounded by the search parser) into
 * the form's hidden lat/lng inputs and submits the GET form, so the result is an ordinary URL.
 * Without JavaScript or geolocation the search works as before, unsorted by distance; the button
 * stays disabled until the page's script runs (a click before would do nothing).
 */
export function NearMeButton({ formId, strings }: Props) {
  const [state, setState] = useState<'idle' | 'locating' | 'denied' | 'unsupported'>('idle')
  const hydrated = useHydrated()

  function locate() {
    if (!('geolocation' in navigator)) {
      setState('unsupported')
      return
    }
    setState('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const form = document.getElementById(formId)
        if (!(form instanceof HTMLFormElement)) return
        const lat = form.elements.namedItem('lat')
        const lng = form.elements.namedItem('lng')
        if (lat instanceof HTMLInputElement && lng instanceof HTMLInputElement) {
          lat.value = position.coords.latitude.toFixed(3)
          lng.value = position.coords.longitude.toFixed(3)
          lat.disabled = false
          lng.disabled = false
        }
        setState('idle')
        form.requestSubmit()
      },
      () => setState('denied'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    )
  }

  const message =
    state === 'locating'
      ? strings.locating
      : state === 'denied'
        ? strings.denied
        : state === 'unsupported'
          ? strings.unsupported
          : ''
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={locate}
        disabled={!hydrated || state === 'locating'}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-gold-400/70 px-5 py-2 text-sm font-semibold text-gold-200 hover:bg-gold-400/10 disabled:opacity-60"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="3" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        </svg>
        {strings.label}
      </button>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-ink-300">
        {message}
      </p>
    </div>
  )
}
