import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, isAdmin, staffRoles } from './access'

/** Staff accounts (editors and administrators). Members are a separate collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: 'Staff',
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    create: adminOnly,
    delete: adminOnly,
    read: ({ req }) => (isAdmin(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    update: ({ req }) => (isAdmin(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: staffRoles.map((role) => ({ label: role, value: role })),
      access: { update: adminOnlyField, create: adminOnlyField },
      saveToJWT: true,
    },
  ],
}
