'use client'

import { usePathname } from 'next/navigation'

/** Shows the requested path in the 404 message ('Page not found: /x'), as the spec asks. */
export function NotFoundPath({ template }: { template: string }) {
  const pathname = usePathname()
  return <>{template.replace('{path}', pathname ?? '/')}</>
}
