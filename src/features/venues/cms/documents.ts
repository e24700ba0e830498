import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { getEnv } from '@/platform/config/env'
import { setUploadedFileHeaders } from '@/platform/security/headers'
import { anyone, contentEditors } from '@/platform/security/staff-access'

import { revalidateHooks } from '@/features/content/cms/hooks'
import { venuesGroup } from './fields'
import { cacheTags } from '@/platform/cache/tags'

/** PDF files (restaurant menus, seminar brochures): kept apart from images, which get resized. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: {
    singular: { fr: 'Document PDF', en: 'PDF document' },
    plural: { fr: 'Documents PDF', en: 'PDF documents' },
  },
  admin: { group: venuesGroup, useAsTitle: 'title' },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  upload: {
    staticDir: path.join(getEnv().mediaDir, 'documents'),
    mimeTypes: ['application/pdf'],
    modifyResponseHeaders: setUploadedFileHeaders('pdf'),
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { fr: 'Titre', en: 'Title' },
    },
  ],
  hooks: revalidateHooks(() => [cacheTags.restaurants(), cacheTags.seminarOffers()]),
}
