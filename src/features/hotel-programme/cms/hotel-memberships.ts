import type { CollectionConfig } from 'payload'

import { memberSupport, nobody, staffDisplayName } from '@/platform/security/staff-access'

import { applyCollaboratorWithdrawal } from '../server/collaborators'
import { hotelGroup, readOnlyDay, statusOptions } from './fields'

/** What member support may change on a membership: the collaborator access, nothing else. */
const SUPPORT_FIELDS = ['collaboratorWithdrawn'] as const

/**
 * A member's place in the hotel programme (ADR 0052): one per member, made by enrolment (from the
 * account or by a hotel system's stay). The status follows the stays ledger (hotel-stays) and is
 * written by the programme only; member support reads it, corrects nights in the ledger and may
 * withdraw a collaborator's access (the status then follows the stays, hotel.0112 on a new try).
 */
export const HotelMemberships: CollectionConfig = {
  slug: 'hotel-memberships',
  labels: {
    singular: { fr: 'Adhésion au programme hôtels', en: 'Hotel programme membership' },
    plural: { fr: 'Adhésions au programme hôtels', en: 'Hotel programme memberships' },
  },
  admin: {
    group: hotelGroup,
    useAsTitle: 'infinimentNumber',
    defaultColumns: ['infinimentNumber', 'member', 'status', 'nights', 'stays', 'enrolledAt'],
    description: {
      fr: 'Le statut suit les séjours : pour corriger des nuits, ajoutez une correction dans « Séjours du programme hôtels ».',
      en: 'The status follows the stays: to correct nights, add a correction in “Hotel programme stays”.',
    },
  },
  access: { read: memberSupport, create: nobody, update: memberSupport, delete: nobody },
  defaultSort: '-enrolledAt',
  fields: [
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      required: true,
      unique: true,
      label: { fr: 'Membre', en: 'Member' },
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'decouverte',
          options: statusOptions,
          index: true,
          label: { fr: 'Statut', en: 'Status' },
          admin: { readOnly: true },
        },
        readOnlyDay('infinimentUntil', {
          fr: 'Infiniment conservé jusqu’au',
          en: 'Infiniment kept until',
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'infinimentNumber',
          type: 'text',
          required: true,
          unique: true,
          label: { fr: 'Numéro Infiniment', en: 'Infiniment number' },
          admin: { readOnly: true },
        },
        {
          name: 'ibNumber',
          type: 'text',
          index: true,
          label: { fr: 'Numéro IB', en: 'IB number' },
          admin: {
            readOnly: true,
            description: {
              fr: 'Le numéro du client dans le système des hôtels, donné avec ses séjours.',
              en: 'The guest’s number in the hotels’ system, sent with the stays.',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'enrolledAt',
          type: 'date',
          required: true,
          label: { fr: 'Adhésion le', en: 'Enrolled on' },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
        },
        {
          name: 'origin',
          type: 'select',
          required: true,
          defaultValue: 'account',
          label: { fr: 'Origine', en: 'Origin' },
          options: [
            { value: 'account', label: { fr: 'Espace membre', en: 'Member account' } },
            {
              value: 'stay',
              label: { fr: 'Séjour (système hôtelier)', en: 'Stay (hotel system)' },
            },
            {
              value: 'collaborator',
              label: { fr: 'Inscription collaborateur', en: 'Collaborator sign-up' },
            },
            {
              value: 'spouse',
              label: { fr: 'Invitation Conjoint', en: 'Spouse invitation' },
            },
          ],
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'nights',
          type: 'number',
          defaultValue: 0,
          label: { fr: 'Nuits (12 derniers mois)', en: 'Nights (last 12 months)' },
          admin: { readOnly: true },
        },
        {
          name: 'stays',
          type: 'number',
          defaultValue: 0,
          label: { fr: 'Séjours (12 derniers mois)', en: 'Stays (last 12 months)' },
          admin: { readOnly: true },
        },
        readOnlyDay('evaluatedOn', { fr: 'Évalué le', en: 'Evaluated on' }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'collaboratorWithdrawn',
          type: 'checkbox',
          defaultValue: false,
          label: { fr: 'Accès collaborateur retiré', en: 'Collaborator access withdrawn' },
          admin: {
            description: {
              fr: 'Pour un collaborateur qui a quitté le groupe : son statut suit alors ses séjours, et une nouvelle demande est refusée (0112).',
              en: 'For a collaborator who left the group: the status then follows the stays, and a new request is refused (0112).',
            },
          },
        },
        {
          name: 'collaboratorWithdrawnBy',
          type: 'text',
          label: { fr: 'Retiré par', en: 'Withdrawn by' },
          admin: { readOnly: true, condition: (data) => Boolean(data?.collaboratorWithdrawn) },
        },
      ],
    },
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc, operation, req }) => {
        // The programme writes with its context flag; through the admin or the REST API, member
        // support changes the collaborator access only.
        if (operation !== 'update' || req.context?.hotelProgramme === true) return data
        const kept: Record<string, unknown> = { ...originalDoc }
        for (const field of SUPPORT_FIELDS) kept[field] = data[field] ?? originalDoc?.[field]
        if (kept.collaboratorWithdrawn === true && originalDoc?.collaboratorWithdrawn !== true) {
          kept.collaboratorWithdrawnBy = staffDisplayName(req.user)
        }
        return kept
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (operation !== 'update' || req.context?.hotelProgramme === true) return doc
        if (doc.collaboratorWithdrawn === true && previousDoc?.collaboratorWithdrawn !== true) {
          await applyCollaboratorWithdrawal({ payload: req.payload, req }, doc.id, Date.now())
        }
        return doc
      },
    ],
  },
}
