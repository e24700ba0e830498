import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Env } from '@/platform/config/env'

export type FirstAdminResult =
  { created: false } | { created: true; email: string; generatedPassword: string | null }

/**
 * Creates the first staff administrator when there is none: from ADMIN_EMAIL/ADMIN_PASSWORD, or
 * with a generated password that the caller prints once.
 */
export async function ensureFirstAdmin(payload: Payload, env: Env): Promise<FirstAdminResult> {
  const existing = await payload.count({ collection: 'users' })
  if (existing.totalDocs > 0) return { created: false }
  const email = env.ADMIN_EMAIL ?? 'admin@atout.local'
  const generatedPassword = env.ADMIN_PASSWORD ? null : randomBytes(15).toString('base64url')
  await payload.create({
    collection: 'users',
    data: {
      email,
      password: env.ADMIN_PASSWORD ?? generatedPassword!,
      name: 'Administrateur',
      roles: ['admin'],
    },
  })
  return { created: true, email, generatedPassword }
}
