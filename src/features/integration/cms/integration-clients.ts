import type { CollectionConfig, PayloadHandler } from 'payload'

import { adminOnly, isAdmin } from '@/platform/security/staff-access'

import { INTEGRATION_SCOPES } from '../domain'
import { issueApiKey } from '../server/api-keys'

const scopeLabels: Record<(typeof INTEGRATION_SCOPES)[number], { fr: string; en: string }> = {
  'play-events': { fr: 'Événements de jeu', en: 'Play events' },
  cards: { fr: 'Cartes', en: 'Cards' },
  jackpots: { fr: 'Jackpots', en: 'Jackpots' },
  'stays-write': { fr: 'Séjours hôteliers (écriture)', en: 'Hotel stays (write)' },
}

/** POST /api/cms/integration-clients/:id/new-key: a new key, shown once (the old one stops). */
const newKey: PayloadHandler = async (req) => {
  if (!isAdmin(req)) return Response.json({ message: 'Forbidden' }, { status: 403 })
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id)) return Response.json({ message: 'Not found' }, { status: 404 })
  const issued = await issueApiKey(req.payload, id)
  if (!issued) return Response.json({ message: 'Not found' }, { status: 404 })
  return Response.json(
    { key: issued.key, prefix: issued.prefix },
    {
      headers: { 'cache-control': 'no-store' },
    },
  )
}

/**
 * The casino and hotel systems that post to /api/integration/v1 (play events, cards, jackpots,
 * stays), each with its own key and scopes. Keys are stored as a SHA-256 hash with a visible
 * prefix; the full key is shown once, when an administrator generates it. Revoking is immediate.
 */
export const IntegrationClients: CollectionConfig = {
  slug: 'integration-clients',
  labels: {
    singular: { fr: 'Système client', en: 'Client system' },
    plural: { fr: 'Systèmes clients', en: 'Client systems' },
  },
  admin: {
    group: { fr: 'Équipe', en: 'Staff' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'scopes', 'keyPrefix', 'revoked', 'lastUsedAt'],
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  endpoints: [{ path: '/:id/new-key', method: 'post', handler: newKey }],
  fields: [
    { name: 'name', label: { fr: 'Nom', en: 'Name' }, type: 'text', required: true },
    {
      name: 'scopes',
      label: { fr: 'Autorisations', en: 'Scopes' },
      type: 'select',
      hasMany: true,
      required: true,
      options: INTEGRATION_SCOPES.map((value) => ({ value, label: scopeLabels[value] })),
    },
    {
      name: 'keyPanel',
      label: { fr: 'Clé d’accès', en: 'Access key' },
      type: 'ui',
      admin: { components: { Field: '/features/integration/cms/admin/api-key-panel#ApiKeyPanel' } },
    },
    {
      name: 'keyPrefix',
      label: { fr: 'Début de la clé', en: 'Key prefix' },
      type: 'text',
      index: true,
      admin: { readOnly: true },
    },
    {
      // SHA-256 of the whole key: enough for a random 256-bit secret, and fast to check.
      name: 'keyHash',
      type: 'text',
      hidden: true,
    },
    {
      name: 'revoked',
      label: { fr: 'Révoqué', en: 'Revoked' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: {
          fr: 'Coché : la clé est refusée dès maintenant.',
          en: 'Ticked: the key is refused from now on.',
        },
      },
    },
    {
      name: 'lastUsedAt',
      label: { fr: 'Dernière utilisation', en: 'Last used at' },
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
