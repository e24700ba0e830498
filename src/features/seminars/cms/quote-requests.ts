import type { CollectionConfig, Field, FieldAccess } from 'payload'

import { adminOnly, memberSupport, nobody, nobodyField } from '@/platform/security/staff-access'
import { centsField, positiveIntegerField, venuesGroup } from '@/features/venues/cms/fields'

import { QUOTE_EVENT_TYPES, QUOTE_REQUEST_STATUSES, type QuoteRequestStatus } from '../domain'

const eventTypeLabels: Record<(typeof QUOTE_EVENT_TYPES)[number], { fr: string; en: string }> = {
  seminar: { fr: 'Séminaire', en: 'Seminar' },
  incentive: { fr: 'Incentive', en: 'Incentive' },
  conference: { fr: 'Conférence', en: 'Conference' },
  'gala-dinner': { fr: 'Dîner de gala', en: 'Gala dinner' },
  'product-launch': { fr: 'Lancement de produit', en: 'Product launch' },
  'team-building': { fr: 'Team building', en: 'Team building' },
  other: { fr: 'Autre', en: 'Other' },
}

const statusLabels: Record<QuoteRequestStatus, { fr: string; en: string }> = {
  new: { fr: 'Nouvelle', en: 'New' },
  inProgress: { fr: 'En cours', en: 'In progress' },
  answered: { fr: 'Devis envoyé', en: 'Quote sent' },
  closed: { fr: 'Close', en: 'Closed' },
}

/** What the customer sent stays as sent: staff read it, only the follow-up fields change. */
const asSent: { create: FieldAccess; update: FieldAccess } = {
  create: nobodyField,
  update: nobodyField,
}

function sent(field: Field): Field {
  return { ...field, access: asSent } as Field
}

/**
 * Quote requests posted from the seminar form. Created by our server action only (validated there,
 * see server/quote-requests.ts) and announced to the events team by mail; member support follows
 * them up with a status and a note.
 */
export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
  labels: {
    singular: { fr: 'Demande de devis', en: 'Quote request' },
    plural: { fr: 'Demandes de devis', en: 'Quote requests' },
  },
  admin: {
    useAsTitle: 'company',
    defaultColumns: ['createdAt', 'status', 'company', 'eventType', 'guests', 'email'],
    group: venuesGroup,
  },
  access: { create: nobody, read: memberSupport, update: memberSupport, delete: adminOnly },
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
          options: QUOTE_REQUEST_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
        },
        {
          name: 'staffNote',
          label: { fr: 'Note interne', en: 'Internal note' },
          type: 'textarea',
        },
      ],
    },
    sent({
      name: 'company',
      label: { fr: 'Société', en: 'Company' },
      type: 'text',
      required: true,
    }),
    sent({
      name: 'contactName',
      label: { fr: 'Contact', en: 'Contact name' },
      type: 'text',
      required: true,
    }),
    sent({ name: 'email', label: { fr: 'E-mail', en: 'E-mail' }, type: 'email', required: true }),
    sent({ name: 'phone', label: { fr: 'Téléphone', en: 'Phone' }, type: 'text' }),
    sent({
      name: 'venue',
      label: { fr: 'Casino ou hôtel concerné', en: 'Casino or hotel involved' },
      type: 'relationship',
      relationTo: ['casinos', 'hotels'],
    }),
    sent({
      name: 'eventType',
      label: { fr: 'Type d’événement', en: 'Event type' },
      type: 'select',
      required: true,
      options: QUOTE_EVENT_TYPES.map((value) => ({ value, label: eventTypeLabels[value] })),
    }),
    sent({
      name: 'eventDate',
      label: { fr: 'Date de l’événement', en: 'Event date' },
      type: 'text',
    }),
    sent({
      ...positiveIntegerField('guests', true, 1),
      label: { fr: 'Participants', en: 'Guests' },
    } as Field),
    sent({ ...positiveIntegerField('rooms'), label: { fr: 'Chambres', en: 'Rooms' } } as Field),
    sent({ ...centsField('budgetCents'), label: { fr: 'Budget', en: 'Budget' } } as Field),
    sent({ name: 'destination', label: { fr: 'Destination', en: 'Destination' }, type: 'text' }),
    sent({ name: 'arrival', label: { fr: 'Arrivée', en: 'Arrival' }, type: 'text' }),
    sent({ name: 'departure', label: { fr: 'Départ', en: 'Departure' }, type: 'text' }),
    sent({ name: 'subject', label: { fr: 'Objet', en: 'Subject' }, type: 'text', required: true }),
    sent({
      name: 'message',
      label: { fr: 'Message', en: 'Message' },
      type: 'textarea',
      required: true,
    }),
    sent({
      name: 'locale',
      label: { fr: 'Langue du client', en: 'Customer language' },
      type: 'select',
      options: [
        { value: 'fr', label: { fr: 'Français', en: 'French' } },
        { value: 'en', label: { fr: 'Anglais', en: 'English' } },
      ],
    }),
  ],
}
