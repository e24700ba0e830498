import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/features/staff/cms/access'

/**
 * Every mail the site sends is stored here first, then handed to SMTP when one is configured.
 * Without SMTP this is the local outbox: staff read it in the admin, tests read it too.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: {
    singular: { fr: 'E-mail envoyé', en: 'Sent e-mail' },
    plural: { fr: 'Boîte d’envoi', en: 'Outbox' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'status', 'createdAt'],
    group: { fr: 'Membres', en: 'Members' },
  },
  access: { read: staffOnly, create: () => false, update: () => false, delete: staffOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'kind', type: 'text', index: true },
    { name: 'locale', type: 'text' },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'stored',
      options: ['stored', 'sent', 'failed'],
    },
    { name: 'error', type: 'text' },
    { name: 'sentAt', type: 'date' },
  ],
}
