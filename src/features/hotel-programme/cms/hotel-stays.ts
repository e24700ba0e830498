import { randomUUID } from 'node:crypto'

import { ValidationError, type CollectionConfig, type Field } from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'
import { formatIsoDate, getParisDate } from '@/platform/domain/calendar'
import { memberSupport, nobody, staffDisplayName } from '@/platform/security/staff-access'

import { evaluateMembership } from '../server/evaluate'
import { hotelGroup, readOnlyDay } from './fields'

const shownOnceSaved = (field: Field): Field =>
  ({
    ...field,
    admin: { ...field.admin, condition: (data: { id?: unknown }) => Boolean(data?.id) },
  }) as Field

export const STAY_KINDS = ['stay', 'cancellation', 'correction'] as const
export const STAY_SOURCES = ['site', 'hotel-system', 'support'] as const

/**
 * The stays ledger of the hotel programme (ADR 0052): append-only. A stay adds its nights and one
 * stay, its cancellation takes them back, member support's correction adds or removes nights with
 * a mandatory reason. Each entry has a unique key (the site booking, or the hotel system's stay id,
 * and its cancellation), so a stay posted twice or twenty times at once is counted once.
 */
export const HotelStays: CollectionConfig = {
  slug: 'hotel-stays',
  labels: {
    singular: { fr: 'Séjour du programme hôtels', en: 'Hotel programme stay' },
    plural: { fr: 'Séjours du programme hôtels', en: 'Hotel programme stays' },
  },
  admin: {
    group: hotelGroup,
    useAsTitle: 'entryKey',
    defaultColumns: [
      'membership',
      'kind',
      'hotelName',
      'departure',
      'nights',
      'source',
      'createdAt',
    ],
    description: {
      fr: 'Les séjours ne se modifient pas : une correction de nuits (motif obligatoire) s’ajoute comme une nouvelle ligne.',
      en: 'Stays are never edited: a nights correction (reason required) is added as a new line.',
    },
  },
  // Support adds corrections only (the hook below makes every created entry one).
  access: { read: memberSupport, create: memberSupport, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'membership',
      type: 'relationship',
      relationTo: 'hotel-memberships',
      required: true,
      index: true,
      label: { fr: 'Adhésion', en: 'Membership' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'correction',
          label: { fr: 'Type', en: 'Kind' },
          options: [
            { value: 'stay', label: { fr: 'Séjour', en: 'Stay' } },
            { value: 'cancellation', label: { fr: 'Annulation', en: 'Cancellation' } },
            { value: 'correction', label: { fr: 'Correction', en: 'Correction' } },
          ],
          admin: { readOnly: true },
        },
        {
          name: 'source',
          type: 'select',
          required: true,
          defaultValue: 'support',
          label: { fr: 'Origine', en: 'Source' },
          options: [
            { value: 'site', label: { fr: 'Réservation sur le site', en: 'Site booking' } },
            { value: 'hotel-system', label: { fr: 'Système hôtelier', en: 'Hotel system' } },
            { value: 'support', label: { fr: 'Support membres', en: 'Member support' } },
          ],
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'entryKey',
      type: 'text',
      required: true,
      unique: true,
      label: { fr: 'Clé', en: 'Key' },
      admin: { readOnly: true, condition: (data) => Boolean(data?.id) },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'hotelName',
          type: 'text',
          label: { fr: 'Hôtel', en: 'Hotel' },
          admin: { readOnly: true, condition: (data) => Boolean(data?.id) },
        },
        // Shown once recorded: a correction is dated the day it is made (set on save).
        shownOnceSaved(readOnlyDay('arrival', { fr: 'Arrivée', en: 'Arrival' })),
        shownOnceSaved(readOnlyDay('departure', { fr: 'Départ', en: 'Departure' })),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'nights',
          type: 'number',
          required: true,
          min: -365,
          max: 365,
          label: { fr: 'Nuits (+ ou −)', en: 'Nights (+ or −)' },
          admin: { step: 1 },
        },
        {
          name: 'stays',
          type: 'number',
          defaultValue: 0,
          label: { fr: 'Séjours', en: 'Stays' },
          admin: { readOnly: true, condition: (data) => Boolean(data?.id) },
        },
      ],
    },
    {
      name: 'reason',
      type: 'textarea',
      maxLength: 500,
      label: { fr: 'Motif de la correction', en: 'Reason for the correction' },
      admin: {
        description: {
          fr: 'Obligatoire pour une correction : il reste avec la ligne et le nom de qui l’a saisie.',
          en: 'Required for a correction: it stays with the line and the name of who recorded it.',
        },
      },
    },
    {
      name: 'recordedBy',
      type: 'text',
      label: { fr: 'Saisi par', en: 'Recorded by' },
      admin: { readOnly: true, condition: (data) => Boolean(data?.id) },
    },
  ],
  hooks: {
    beforeValidate: [
      ({ data, operation, req }) => {
        // Stays and cancellations are written by the programme with overrideAccess and a context
        // flag; anything created through the admin or the REST API is a support correction.
        if (operation !== 'create' || req.context?.hotelLedger === true) return data
        const nights = Number(data?.nights)
        const reason = typeof data?.reason === 'string' ? data.reason.trim() : ''
        const errors = []
        if (!Number.isInteger(nights) || nights === 0 || Math.abs(nights) > 365) {
          errors.push({
            path: 'nights',
            message: inAdminLanguage(req, {
              fr: 'Un nombre entier de nuits, positif ou négatif, non nul',
              en: 'A whole number of nights, positive or negative, not zero',
            }),
          })
        }
        if (reason.length < 5) {
          errors.push({
            path: 'reason',
            message: inAdminLanguage(req, {
              fr: 'Le motif est obligatoire (5 caractères au moins)',
              en: 'The reason is required (at least 5 characters)',
            }),
          })
        }
        if (errors.length > 0) throw new ValidationError({ collection: 'hotel-stays', errors, req })
        const today = formatIsoDate(getParisDate(new Date()))
        return {
          membership: data?.membership,
          nights,
          reason,
          kind: 'correction',
          source: 'support',
          stays: 0,
          entryKey: `support:${randomUUID()}`,
          arrival: today,
          departure: today,
          recordedBy: staffDisplayName(req.user),
        }
      },
    ],
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation !== 'create' || req.context?.hotelLedger === true) return doc
        const membershipId =
          typeof doc.membership === 'object' ? doc.membership.id : Number(doc.membership)
        await evaluateMembership({ payload: req.payload, req }, membershipId, Date.now())
        return doc
      },
    ],
  },
}
