import type { CollectionConfig, Field, FieldAccess } from 'payload'

import { adminOnly, memberSupport, nobody, nobodyField } from '@/platform/security/staff-access'

import { CONTACT_REQUEST_STATUSES, type ContactRequestStatus } from '../domain'
import { EXPORT_LINKS_COMPONENT, exportEndpoint } from '@/platform/cms/exports/export-endpoint'

export const requestsGroup = { fr: 'Demandes et newsletter', en: 'Requests and newsletter' }

const statusLabels: Record<ContactRequestStatus, { fr: string; en: string }> = {
  new: { fr: 'Nouvelle', en: 'New' },
  answered: { fr: 'Répondue', en: 'Answered' },
}

/** What the visitor sent stays as sent: staff read it, only the follow-up fields change. */
const asSent: { create: FieldAccess; update: FieldAccess } = {
  create: nobodyField,
  update: nobodyField,
}
const sent = (field: Field): Field => ({ ...field, access: asSent }) as Field

/**
 * Messages posted from the contact form block. Created by our server action only (captcha, rate
 * limits and validation there), stored before any mail; member support follows them up.
 */
export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: {
    singular: { fr: 'Message de contact', en: 'Contact message' },
    plural: { fr: 'Messages de contact', en: 'Contact messages' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'status', 'subject', 'name', 'email', 'venue'],
    group: requestsGroup,
    components: { beforeListTable: [EXPORT_LINKS_COMPONENT] },
  },
  access: { create: nobody, read: memberSupport, update: memberSupport, delete: adminOnly },
  endpoints: [
    exportEndpoint(
      [
        'createdAt',
        'status',
        'venue',
        'subject',
        'name',
        'email',
        'phone',
        'message',
        'staffNote',
        'locale',
      ].map((path) => ({ path })),
    ),
  ],
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          label: { fr: 'Suivi', en: 'Follow-up' },
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'new',
          options: CONTACT_REQUEST_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
        },
        { name: 'staffNote', label: { fr: 'Note interne', en: 'Internal note' }, type: 'textarea' },
      ],
    },
    sent({
      name: 'venue',
      label: { fr: 'Casino ou hôtel concerné', en: 'Casino or hotel concerned' },
      type: 'relationship',
      relationTo: ['casinos', 'hotels'],
    }),
    sent({ name: 'subject', label: { fr: 'Objet', en: 'Subject' }, type: 'text', required: true }),
    sent({
      name: 'message',
      label: { fr: 'Message', en: 'Message' },
      type: 'textarea',
      required: true,
    }),
    sent({ name: 'name', label: { fr: 'Nom', en: 'Name' }, type: 'text', required: true }),
    sent({ name: 'email', label: { fr: 'E-mail', en: 'E-mail' }, type: 'email', required: true }),
    sent({ name: 'phone', label: { fr: 'Téléphone', en: 'Phone' }, type: 'text' }),
    sent({
      name: 'locale',
      label: { fr: 'Langue du visiteur', en: 'Visitor language' },
      type: 'select',
      options: [
        { value: 'fr', label: { fr: 'Français', en: 'French' } },
        { value: 'en', label: { fr: 'Anglais', en: 'English' } },
      ],
    }),
  ],
}
