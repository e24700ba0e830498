import type { CollectionConfig } from 'payload'

import { ACCOUNTING_RETENTION, CASINO_PLAY_RETENTION } from '@/platform/privacy/personal-data'
import { adminOnly, memberSupport, nobody } from '@/platform/security/staff-access'

import { ERASURE_STATUSES, type ErasureStatus } from '../domain'

export const ERASURE_REQUESTS_SLUG = 'erasure-requests'

const statusLabels: Record<ErasureStatus, { fr: string; en: string }> = {
  pending: { fr: 'En attente (délai de réflexion)', en: 'Pending (cooling-off)' },
  cancelled: { fr: 'Annulée par le membre', en: 'Cancelled by the member' },
  erasing: { fr: 'Effacement en cours', en: 'Being erased' },
  erased: { fr: 'Données effacées', en: 'Data erased' },
  purged: {
    fr: 'Données effacées, archives légales supprimées',
    en: 'Data erased, legal records deleted',
  },
}

const dateAdmin = { readOnly: true, date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * Members' requests to close their account (issue 26, ADR 0069): one row per request, written
 * only by the privacy area. Support and administrators see who asked, when the erasure is due and
 * where it stands; the row names the member by id only (after the erasure, an anonymous record).
 */
export const ErasureRequests: CollectionConfig = {
  slug: ERASURE_REQUESTS_SLUG,
  labels: {
    singular: { fr: 'Fermeture de compte', en: 'Account closure' },
    plural: { fr: 'Fermetures de compte', en: 'Account closures' },
  },
  admin: {
    group: { fr: 'Membres', en: 'Members' },
    useAsTitle: 'id',
    defaultColumns: ['requestedAt', 'member', 'status', 'dueAt', 'erasedAt', 'purgedAt'],
    description: {
      fr: `Les membres qui ont demandé la fermeture de leur compte. Après 14 jours de réflexion, leurs données personnelles sont effacées ; ce que la loi oblige à garder reste, sans leur identité, le temps prescrit (paiements : ${ACCOUNTING_RETENTION.years} ans ; jeu au casino : ${CASINO_PLAY_RETENTION.years} ans après la fermeture), puis est supprimé.`,
      en: `Members who asked to close their account. After a 14-day cooling-off period their personal data is erased; what the law requires to keep stays, without their identity, for its retention period (payments: ${ACCOUNTING_RETENTION.years} years; casino play: ${CASINO_PLAY_RETENTION.years} years after the closure), then is deleted.`,
    },
  },
  defaultSort: '-requestedAt',
  access: { read: memberSupport, create: nobody, update: nobody, delete: adminOnly },
  fields: [
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      required: true,
      index: true,
      label: { fr: 'Membre', en: 'Member' },
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: ERASURE_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
      label: { fr: 'État', en: 'Status' },
      admin: { readOnly: true },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: [
        { value: 'fr', label: { fr: 'Français', en: 'French' } },
        { value: 'en', label: { fr: 'Anglais', en: 'English' } },
      ],
      label: { fr: 'Langue', en: 'Language' },
      admin: { readOnly: true },
    },
    {
      name: 'requestedAt',
      type: 'date',
      required: true,
      label: { fr: 'Demandée le', en: 'Requested at' },
      admin: dateAdmin,
    },
    {
      name: 'dueAt',
      type: 'date',
      required: true,
      index: true,
      label: { fr: 'Effacement prévu le', en: 'Erasure due at' },
      admin: dateAdmin,
    },
    {
      name: 'cancelledAt',
      type: 'date',
      label: { fr: 'Annulée le', en: 'Cancelled at' },
      admin: dateAdmin,
    },
    {
      name: 'erasedAt',
      type: 'date',
      label: { fr: 'Effacée le', en: 'Erased at' },
      admin: dateAdmin,
    },
    {
      name: 'purgedAt',
      type: 'date',
      label: { fr: 'Archives supprimées le', en: 'Records deleted at' },
      admin: dateAdmin,
    },
    {
      // The member's id while this request is pending or being carried out: unique, so a member
      // has one open request at most, even when asking twice at the same instant.
      name: 'slotKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
  ],
}
