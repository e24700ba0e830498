import path from 'node:path'

import type { Access, CollectionConfig } from 'payload'

import { getEnv } from '@/platform/config/env'
import { adminOnly, memberSupport, nobody } from '@/platform/security/staff-access'

import { EXPORT_STATUSES, type ExportStatus } from '../domain'

export const DATA_EXPORTS_SLUG = 'data-exports'

/** Where the archives are kept on disk (without an object store): apart from the media. */
export const dataExportsDir = () => path.join(getEnv().mediaDir, 'data-exports')

const statusLabels: Record<ExportStatus, { fr: string; en: string }> = {
  requested: { fr: 'Demandé', en: 'Requested' },
  building: { fr: 'En préparation', en: 'Being prepared' },
  ready: { fr: 'Prêt', en: 'Ready' },
  failed: { fr: 'Échec', en: 'Failed' },
  expired: { fr: 'Expiré', en: 'Expired' },
}

/**
 * Members' copies of their personal data (issue 26, ADR 0067): one row per request, with the ZIP
 * once built (on disk or in the object store, like the other uploads, never public). Written only
 * by the privacy area's services; support see who asked and when (and may download, as they may
 * read the member's record); administrators may delete. The member downloads theirs through
 * /api/epc/privacy/exports/<id>, logged in, with the mail's signed link.
 */
export const dataExportsCollection = (memberFileAccess: Access): CollectionConfig => ({
  slug: DATA_EXPORTS_SLUG,
  labels: {
    singular: { fr: 'Copie de données personnelles', en: 'Personal data export' },
    plural: { fr: 'Copies de données personnelles', en: 'Personal data exports' },
  },
  admin: {
    group: { fr: 'Membres', en: 'Members' },
    useAsTitle: 'filename',
    defaultColumns: ['requestedAt', 'member', 'status', 'readyAt', 'expiresAt'],
    description: {
      fr: 'Les copies de leurs données demandées par les membres (« Mes données »). Chaque archive est supprimée 7 jours après sa préparation.',
      en: 'Copies of their data asked for by members (“My data”). Each archive is deleted 7 days after it was prepared.',
    },
  },
  defaultSort: '-requestedAt',
  access: {
    // Support and administrators; a member only their own file, with a grant (ADR 0067).
    read: (args) => memberSupport(args) || memberFileAccess(args),
    create: nobody,
    update: nobody,
    delete: adminOnly,
  },
  upload: {
    staticDir: dataExportsDir(),
    mimeTypes: ['application/zip'],
    filesRequiredOnCreate: false,
    // An archive is a download, never shown in a page.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Content-Disposition', 'attachment')
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
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
      defaultValue: 'requested',
      options: EXPORT_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
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
      index: true,
      label: { fr: 'Demandée le', en: 'Requested at' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'readyAt',
      type: 'date',
      label: { fr: 'Prête le', en: 'Ready at' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'expiresAt',
      type: 'date',
      index: true,
      label: { fr: 'Expire le', en: 'Expires at' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // What the archive holds: each file and its number of rows.
      name: 'contents',
      type: 'json',
      label: { fr: 'Contenu', en: 'Contents' },
      admin: { readOnly: true },
    },
    {
      // The member's id while this export holds their 24-hour slot; unique, so two requests made
      // at the same instant make one export (ADR 0067). Freed by the next request after 24 h, or
      // when the export fails.
      name: 'slotKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
  ],
})
