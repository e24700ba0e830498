import { notFound } from 'next/navigation'

import { buildKind } from '@/platform/config/build'

export const dynamic = 'force-dynamic'

/** Test-only: fails on purpose so browser tests can check the generic error page (500). */
export default function Crash() {
  if (buildKind !== 'test') notFound()
  throw new Error('Deliberate failure of the test-only crash route')
}
