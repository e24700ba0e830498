import { headers } from 'next/headers'

import { getEnv } from '@/platform/config/env'
import { getPayloadClient } from '@/platform/payload'
import { sameBytes } from '@/platform/security/signing'

function sameSecret(given: string, expected: string): boolean {
  return sameBytes(Buffer.from(given), Buffer.from(expected))
}

/**
 * Drafts are shown to staff signed in to the admin (its cookie) or to whoever holds the preview
 * secret (to share a preview with someone without an account).
 */
export async function canPreview(secret: string | string[] | undefined): Promise<boolean> {
  if (typeof secret === 'string' && secret !== '' && sameSecret(secret, getEnv().PREVIEW_SECRET)) {
    return true
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return Boolean(user && user.collection === 'users')
}
