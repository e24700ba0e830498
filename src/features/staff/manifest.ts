import type { AreaManifest } from '@/platform/cms/area-manifest'

import { Users } from './cms/users'

/** The staff accounts of the admin (Payload's auth collection). */
export const staffManifest: AreaManifest = {
  area: 'staff',
  collections: [Users],
}

/** The collection whose accounts log into the admin. */
export const STAFF_USERS_SLUG = Users.slug
