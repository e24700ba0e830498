import type { CollectionConfig } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import { getEnv } from '@/platform/config/env'
import { setUploadedFileHeaders } from '@/platform/security/headers'
import { anyone, contentEditors } from '@/platform/security/staff-access'

import { revalidateOnChange, revalidateOnDelete } from './hooks'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { fr: 'Média', en: 'Media' }, plural: { fr: 'Médias', en: 'Media' } },
  admin: { group: { fr: 'Contenu', en: 'Content' }, useAsTitle: 'alt' },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  upload: {
    staticDir: getEnv().mediaDir,
    // No SVG: an SVG is a document that can carry script (docs/decisions/0021-uploaded-files.md).
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    modifyResponseHeaders: setUploadedFileHeaders('image'),
    focalPoint: true,
    crop: true,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      {
        name: 'thumbnail',
        width: 480,
        height: 320,
        position: 'centre',
        formatOptions: { format: 'webp' },
      },
      {
        name: 'og',
        width: 1200,
        height: 630,
        position: 'centre',
        formatOptions: { format: 'jpeg', options: { quality: 82 } },
      },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      label: { fr: 'Texte alternatif', en: 'Alternative text' },
      admin: {
        description: {
          fr: 'Décrit l’image pour les lecteurs d’écran ; vide seulement pour une image décorative',
          en: 'Describes the image for screen readers',
        },
      },
    },
    { name: 'credit', type: 'text', label: { fr: 'Crédit photo', en: 'Credit' } },
  ],
  hooks: {
    afterChange: [
      revalidateOnChange(() => [cacheTags.media(), cacheTags.pages(), cacheTags.chrome()]),
    ],
    afterDelete: [
      revalidateOnDelete(() => [cacheTags.media(), cacheTags.pages(), cacheTags.chrome()]),
    ],
  },
}
