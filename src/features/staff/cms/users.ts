import type { CollectionConfig } from 'payload'

import { getEnv } from '@/platform/config/env'
import { isHttpsSite } from '@/platform/security/headers'
import {
  adminOnly,
  adminOnlyField,
  isAdmin,
  staffRoleLabels,
  staffRoles,
} from '@/platform/security/staff-access'

/** Staff accounts (administrators, editors, member support). Members are a separate collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { fr: 'Compte équipe', en: 'Staff account' },
    plural: { fr: 'Comptes équipe', en: 'Staff accounts' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: { fr: 'Équipe', en: 'Staff' },
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // Payload's session cookie (payload-token) travels over https only when the site is https.
    cookies: { sameSite: 'Lax', secure: isHttpsSite(getEnv().SITE_URL) },
  },
  access: {
    create: adminOnly,
    delete: adminOnly,
    read: ({ req }) => (isAdmin(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    update: ({ req }) => (isAdmin(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    admin: ({ req }) => Boolean(req.user),
    // Payload's default lets any staff account unlock any other after failed logins.
    unlock: adminOnly,
  },
  fields: [
    { name: 'name', type: 'text', label: { fr: 'Nom', en: 'Name' } },
    {
      name: 'roles',
      type: 'select',
      label: { fr: 'Rôles', en: 'Roles' },
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: staffRoles.map((role) => ({ label: staffRoleLabels[role], value: role })),
      admin: {
        description: {
          fr: 'Éditeur : contenu du site. Support membres : membres, e-mails et demandes clients. Administrateur : tout.',
          en: 'Editor: site content. Member support: members, e-mails and customer requests. Administrator: everything.',
        },
      },
      access: { update: adminOnlyField, create: adminOnlyField },
      saveToJWT: true,
    },
  ],
}
