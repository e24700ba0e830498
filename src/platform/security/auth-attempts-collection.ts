import type { CollectionConfig } from 'payload'

import { memberSupport, nobody } from './staff-access'

const group = { fr: 'Membres', en: 'Members' }

/**
 * Lockout and rate-limit counters (platform/domain/attempt-counters.ts), one row per key: `lock:…`
 * rows hold an account's failed logins and its block, `rate:…`, `mail:…`, `cards:…` and `form:…`
 * rows count attempts in a window, `captcha:…` rows mark a captcha solution already used. Deleting
 * a `lock:` row unblocks the account. Written only by single atomic statements
 * (attempts-repository.ts). Shown with the members, whose logins most of them count.
 */
export const AuthAttempts: CollectionConfig = {
  slug: 'auth-attempts',
  labels: {
    singular: { fr: 'Compteur de tentatives', en: 'Attempt counter' },
    plural: { fr: 'Tentatives de connexion', en: 'Login attempts' },
  },
  admin: {
    group,
    useAsTitle: 'key',
    defaultColumns: ['key', 'hits', 'blockedUntil', 'updatedAt'],
    description: {
      fr: 'Supprimez la ligne « lock:… » d’un compte pour le débloquer.',
      en: 'Delete an account’s “lock:…” row to unblock it.',
    },
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: memberSupport },
  fields: [
    {
      name: 'key',
      label: { fr: 'Clé', en: 'Key' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'hits',
      label: { fr: 'Nombre dans la fenêtre', en: 'Count in the window' },
      type: 'number',
      required: true,
      defaultValue: 0,
    },
    {
      name: 'windowStartedAt',
      label: { fr: 'Début de la fenêtre', en: 'Window started at' },
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'blockedUntil',
      label: { fr: 'Bloqué jusqu’à', en: 'Blocked until' },
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
