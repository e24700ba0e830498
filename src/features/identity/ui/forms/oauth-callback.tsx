'use client'

import { useEffect, useState } from 'react'

import { buttonClasses } from '@/ui/primitives/button-link'
import { FormStatus } from '@/ui/primitives/form'
import { Link } from '@/ui/primitives/link'

import type { OauthStrings } from '../strings'

type Props = { strings: OauthStrings; continueHref: string }

/**
 * The opener of this window, when it is a page of this site. Reading another origin's location
 * throws (SecurityError): that opener is not ours to reload.
 */
function findSameOriginOpener(): Window | null {
  const opener = window.opener as Window | null
  if (!opener || opener === window || opener.closed) return null
  try {
    return opener.location.origin === window.location.origin ? opener : null
  } catch {
    return null
  }
}

/**
 * Where the login popup lands once logged in: the page that opened it reloads (now logged in) and
 * the popup closes. Opened without a popup (or if the window may not close), a link continues.
 */
export function OauthCallback({ strings, continueHref }: Props) {
  const [closing, setClosing] = useState(true)

  useEffect(() => {
    const opener = findSameOriginOpener()
    if (opener) {
      opener.location.reload()
      window.close()
    }
    // Still here after that: no opener of ours, or the browser refused to close the window.
    const timer = window.setTimeout(() => setClosing(false), opener ? 500 : 0)
    return () => window.clearTimeout(timer)
  }, [])

  return (
    <div className="flex flex-col gap-5">
      <FormStatus tone="info">{closing ? strings.closing : strings.fallback}</FormStatus>
      <p>
        <Link href={continueHref} className={buttonClasses('primary')}>
          {strings.continue}
        </Link>
      </p>
    </div>
  )
}
