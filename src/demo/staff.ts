import type { Payload } from 'payload'

import { DEMO_MEMBER_PASSWORD } from './members'

/** Demo staff accounts, one per role below administrator, to try what each one sees in /admin. */
export const demoStaff = [
  { email: 'editor@demo.atout.example', name: 'Élise Éditrice', roles: ['editor' as const] },
  { email: 'support@demo.atout.example', name: 'Samuel Support', roles: ['support' as const] },
]

/** Where the demo's customer requests go when the venue has no address of its own. */
export const DEMO_REQUESTS_EMAIL = 'evenements@demo.atout.example'

/** Idempotent: creates what is missing, changes nothing an administrator already set. */
export async function seedDemoStaff(payload: Payload): Promise<{ created: number }> {
  let created = 0
  for (const account of demoStaff) {
    const found = await payload.count({
      collection: 'users',
      where: { email: { equals: account.email } },
    })
    if (found.totalDocs > 0) continue
    await payload.create({
      collection: 'users',
      data: { ...account, password: DEMO_MEMBER_PASSWORD },
    })
    created++
  }
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { requestsEmail: true, homePage: true },
  })
  // Settings are saved whole: only once the demo site has filled their required fields.
  if (!settings.requestsEmail && settings.homePage) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { requestsEmail: DEMO_REQUESTS_EMAIL },
    })
  }
  return { created }
}
