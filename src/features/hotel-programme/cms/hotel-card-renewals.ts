import type { CollectionConfig } from 'payload'

import { memberSupport, nobody, staffDisplayName } from '@/platform/security/staff-access'

import { HOTEL_MAIL_QUEUE, RENEWAL_DONE_MAIL_TASK } from '../server/tasks'
import { hotelGroup } from './fields'

/**
 * Card renewal requests (spec section 2, "my card"): made by the member from the card page, at
 * most 2 per rolling 12 months and one at a time (the unique `pendingKey`, set while the request
 * is pending, refuses a second one made at the same instant). Member support marks a request
 * done, which mails the member.
 */
export const HotelCardRenewals: CollectionConfig = {
  slug: 'hotel-card-renewals',
  labels: {
    singular: { fr: 'Renouvellement de carte hôtel', en: 'Hotel card renewal' },
    plural: { fr: 'Renouvellements de carte hôtel', en: 'Hotel card renewals' },
  },
  admin: {
    group: hotelGroup,
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'requestedAt', 'doneAt'],
    description: {
      fr: 'Passez une demande à « Traitée » une fois la nouvelle carte envoyée : le membre est prévenu par e-mail.',
      en: 'Set a request to “Done” once the new card is sent: the member is told by e-mail.',
    },
  },
  access: { read: memberSupport, create: nobody, update: memberSupport, delete: nobody },
  defaultSort: '-requestedAt',
  fields: [
    {
      name: 'membership',
      type: 'relationship',
      relationTo: 'hotel-memberships',
      required: true,
      index: true,
      label: { fr: 'Adhésion', en: 'Membership' },
      admin: { readOnly: true },
    },
    {
      name: 'email',
      type: 'text',
      required: true,
      label: { fr: 'E-mail du membre', en: 'Member’s email' },
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          label: { fr: 'État', en: 'State' },
          options: [
            { value: 'pending', label: { fr: 'À traiter', en: 'Pending' } },
            { value: 'done', label: { fr: 'Traitée', en: 'Done' } },
          ],
        },
        {
          name: 'requestedAt',
          type: 'date',
          required: true,
          label: { fr: 'Demandée le', en: 'Requested on' },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        },
        {
          name: 'doneAt',
          type: 'date',
          label: { fr: 'Traitée le', en: 'Done on' },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        },
      ],
    },
    {
      name: 'doneBy',
      type: 'text',
      label: { fr: 'Traitée par', en: 'Done by' },
      admin: { readOnly: true },
    },
    {
      name: 'locale',
      type: 'select',
      defaultValue: 'fr',
      options: [
        { value: 'fr', label: { fr: 'Français', en: 'French' } },
        { value: 'en', label: { fr: 'Anglais', en: 'English' } },
      ],
      label: { fr: 'Langue du membre', en: 'Member’s language' },
      admin: { readOnly: true },
    },
    {
      // The membership's id while pending, null once done: unique, so one pending at a time.
      name: 'pendingKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc, operation, req }) => {
        if (operation !== 'update') return data
        if (originalDoc?.status === 'done') return { ...data, status: 'done' }
        if (data.status === 'done') {
          return {
            ...data,
            pendingKey: null,
            doneAt: new Date().toISOString(),
            doneBy: staffDisplayName(req.user),
          }
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (operation === 'update' && previousDoc?.status === 'pending' && doc.status === 'done') {
          await req.payload.jobs.queue({
            task: RENEWAL_DONE_MAIL_TASK,
            input: { renewalId: doc.id },
            queue: HOTEL_MAIL_QUEUE,
            req,
          })
        }
        return doc
      },
    ],
  },
}
