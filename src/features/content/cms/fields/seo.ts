import type { Field } from 'payload'

export const seoFields: Field[] = [
  {
    name: 'seo',
    type: 'group',
    fields: [
      {
        name: 'title',
        type: 'text',
        localized: true,
        maxLength: 70,
        admin: {
          description: { fr: 'Par défaut : le titre de la page', en: 'Defaults to the page title' },
        },
      },
      { name: 'description', type: 'textarea', localized: true, maxLength: 170 },
      { name: 'image', type: 'upload', relationTo: 'media' },
      { name: 'noIndex', type: 'checkbox', label: { fr: 'Ne pas indexer', en: 'No index' } },
    ],
  },
]
