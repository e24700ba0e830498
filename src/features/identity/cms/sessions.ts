import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/features/staff/cms/access'

const group = { fr: 'Membres', en: 'Members' }
const readOnly = { read: staffOnly, create: () => false, update: () => false, delete: staffOnly }

/**
 * Refresh tokens (stored hashed). A login starts a family; each use rotates to a child; a reused
 * token revokes the family. Staff may delete a row to end a session.
 */
export const MemberSessions: CollectionConfig = {
  slug: 'member-sessions',
  labels: {
    singular: { fr: 'Session', en: 'Session' },
    plural: { fr: 'Sessions', en: 'Sessions' },
  },
  admin: { group, defaultColumns: ['member', 'issuedAt', 'usedAt', 'revokedAt', 'viaCard'] },
  access: readOnly,
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    { name: 'familyId', type: 'text', required: true, index: true },
    { name: 'parentId', type: 'text' },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'issuedAt', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'familyExpiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
    { name: 'revokedAt', type: 'date' },
    { name: 'viaCard', type: 'checkbox', defaultValue: false },
    { name: 'userAgent', type: 'text' },
  ],
}

/** One-time links sent by mail (email activation, password reset), stored hashed. */
export const MemberTokens: CollectionConfig = {
  slug: 'member-tokens',
  admin: { group, hidden: true },
  access: readOnly,
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: ['activation', 'passwordReset'],
    },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
}

/** Failed logins and attempt windows per key (member, identifier or IP): lockouts live here. */
export const AuthAttempts: CollectionConfig = {
  slug: 'auth-attempts',
  labels: {
    singular: { fr: 'Tentative de connexion', en: 'Login attempts' },
    plural: { fr: 'Tentatives de connexion', en: 'Login attempts' },
  },
  admin: { group, useAsTitle: 'key', defaultColumns: ['key', 'blockedUntil', 'updatedAt'] },
  access: { read: staffOnly, create: () => false, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'failures', type: 'json' },
    { name: 'attempts', type: 'json' },
    { name: 'blockedUntil', type: 'date' },
  ],
}

/** Casino cards of customers who have no online account yet (loaded from the casino systems). */
export const CardHolders: CollectionConfig = {
  slug: 'card-holders',
  labels: {
    singular: { fr: 'Porteur de carte', en: 'Card holder' },
    plural: { fr: 'Porteurs de carte', en: 'Card holders' },
  },
  admin: {
    group,
    useAsTitle: 'cardNumber',
    defaultColumns: ['cardNumber', 'lastname', 'firstname', 'member'],
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'cardNumber', type: 'text', required: true, unique: true, index: true },
    { name: 'firstname', type: 'text', required: true },
    { name: 'lastname', type: 'text', required: true },
    { name: 'birthdate', type: 'text', required: true, admin: { description: 'YYYY-MM-DD' } },
    { name: 'casino', type: 'text' },
    { name: 'member', type: 'relationship', relationTo: 'members' },
  ],
}
