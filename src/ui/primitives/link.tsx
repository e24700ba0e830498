'use client'

import NextLink from 'next/link'
import { useSyncExternalStore, type ComponentProps } from 'react'

type NetworkInformation = { saveData?: boolean; effectiveType?: string }

function readConnection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection
}

/** True when the visitor asked to save data or is on a 2G-class connection. */
export function isConstrainedConnection(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

function subscribe(onChange: () => void) {
  const connection = readConnection() as (NetworkInformation & EventTarget) | undefined
  connection?.addEventListener?.('change', onChange)
  return () => connection?.removeEventListener?.('change', onChange)
}

/**
 * next/link that does not prefetch on a slow connection or with Save-Data; everywhere else Next's
 * viewport prefetching makes navigation instant.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  const constrained = useSyncExternalStore(
    subscribe,
    () => isConstrainedConnection(readConnection()),
    () => false,
  )
  return <NextLink {...props} prefetch={constrained ? false : props.prefetch} />
}
