import type { CollectionConfig } from 'payload'

import { adminOnly, memberSupport, nobody } from '@/platform/security/staff-access'

/**
 * What the casino and hotel systems were refused on /api/integration/v1 (a bad key, a scope, a
 * body the schema refused, play events for unknown cards…), newest first: staff see a system
 * that goes wrong before members ask where their points are. Written by the API only; one row a
 * minute per system, route and error, counting the calls it stands for (integration/server/
 * integration-errors.ts).
 */
export const IntegrationErrors: CollectionConfig = {
  slug: 'integration-errors',
  labels: {
    singular: { fr: 'Erreur d’intégration', en: 'Integration error' },
    plural: { fr: 'Erreurs d’intégration', en: 'Integration errors' },
  },
  admin: {
    group: { fr: 'Équipe', en: 'Staff' },
    useAsTitle: 'code',
    defaultColumns: ['createdAt', 'client', 'route', 'status', 'code', 'count', 'detail'],
    description: {
      fr: 'Appels refusés des systèmes des casinos et des hôtels. Une ligne par minute et par erreur, avec le nombre d’appels.',
      en: 'Calls refused to the casino and hotel systems. One row a minute per error, with the number of calls.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: memberSupport, create: nobody, update: nobody, delete: adminOnly },
  timestamps: true,
  fields: [
    {
      name: 'client',
      label: { fr: 'Système', en: 'System' },
      type: 'relationship',
      relationTo: 'integration-clients',
      admin: {
        description: {
          fr: 'Vide : la clé était absente, inconnue ou révoquée.',
          en: 'Empty: the key was missing, unknown or revoked.',
        },
      },
    },
    { name: 'route', label: { fr: 'Route', en: 'Route' }, type: 'text', required: true },
    {
      name: 'status',
      label: { fr: 'Statut HTTP', en: 'HTTP status' },
      type: 'number',
      required: true,
    },
    { name: 'code', label: { fr: 'Code', en: 'Code' }, type: 'text', required: true, index: true },
    { name: 'detail', label: { fr: 'Détail', en: 'Detail' }, type: 'text' },
    {
      name: 'count',
      label: { fr: 'Appels', en: 'Calls' },
      type: 'number',
      required: true,
      defaultValue: 1,
      admin: {
        description: {
          fr: 'Appels refusés de la même façon depuis la ligne précédente (au plus une ligne par minute).',
          en: 'Calls refused the same way since the previous row (at most one row a minute).',
        },
      },
    },
    { name: 'requestId', label: { fr: 'Requête', en: 'Request' }, type: 'text' },
  ],
}
