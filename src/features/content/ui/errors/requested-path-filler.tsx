'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { REQUESTED_PATH_ATTRIBUTE } from './requested-path'

/** Writes the address the visitor asked for into the 404 message's path, after each navigation. */
export function RequestedPathFiller() {
  const pathname = usePathname()
  useEffect(() => {
    for (const element of document.querySelectorAll(`[${REQUESTED_PATH_ATTRIBUTE}]`)) {
      element.textContent = window.location.pathname
    }
  }, [pathname])
  return null
}
