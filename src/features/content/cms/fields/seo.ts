import type { Field } from 'payload'

export const seoFields: Field[] = [
  {
    name: 'seo',
    type: 'group',
    label: { fr: 'Référencement', en: 'Search engines' },
    fields: [
      {
        name: 'title',
        type: 'text',
        localized: true,
        maxLength: 70,
        label: { fr: 'Titre pour les moteurs', en: 'Search title' },
        admin: {
          description: { fr: 'Par défaut : le titre de la page', en: 'Defaults to the page title' },
        },
      },
      {
        name: 'description',
        type: 'textarea',
        localized: true,
        maxLength: 170,
        label: { fr: 'Description', en: 'Description' },
      },
      {
        name: 'image',
        type: 'upload',
        relationTo: 'media',
        label: { fr: 'Image de partage', en: 'Sharing image' },
      },
      { name: 'noIndex', type: 'checkbox', label: { fr: 'Ne pas indexer', en: 'No index' } },
    ],
  },
]
