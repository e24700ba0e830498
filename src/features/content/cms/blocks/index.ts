import type { Block, Field, PayloadRequest } from 'payload'

import { parseVideoUrl } from '../../domain/video'
import { inAdminLanguage } from '../admin-text'
import { linkField } from '../fields/link'
import { richTextEditor } from '../rich-text-editor'

const headingField: Field = {
  name: 'heading',
  type: 'text',
  localized: true,
  label: { fr: 'Titre', en: 'Heading' },
}
const linkRowLabels = {
  singular: { fr: 'Lien', en: 'Link' },
  plural: { fr: 'Liens', en: 'Links' },
}

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: {
    singular: { fr: 'Texte riche', en: 'Rich text' },
    plural: { fr: 'Textes riches', en: 'Rich texts' },
  },
  fields: [
    {
      name: 'content',
      type: 'richText',
      localized: true,
      required: true,
      editor: richTextEditor,
      label: { fr: 'Contenu', en: 'Content' },
    },
  ],
}

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: {
    singular: { fr: 'Bannière principale', en: 'Hero' },
    plural: { fr: 'Bannières principales', en: 'Heroes' },
  },
  fields: [
    {
      name: 'eyebrow',
      type: 'text',
      localized: true,
      label: { fr: 'Surtitre', en: 'Eyebrow' },
    },
    { ...headingField, required: true },
    { name: 'text', type: 'textarea', localized: true, label: { fr: 'Texte', en: 'Text' } },
    { name: 'image', type: 'upload', relationTo: 'media', label: { fr: 'Image', en: 'Image' } },
    {
      name: 'size',
      type: 'select',
      defaultValue: 'large',
      label: { fr: 'Taille', en: 'Size' },
      options: [
        { label: { fr: 'Grand', en: 'Large' }, value: 'large' },
        { label: { fr: 'Compact', en: 'Compact' }, value: 'compact' },
      ],
    },
    {
      name: 'links',
      type: 'array',
      maxRows: 2,
      label: { fr: 'Boutons', en: 'Buttons' },
      labels: {
        singular: { fr: 'Bouton', en: 'Button' },
        plural: { fr: 'Boutons', en: 'Buttons' },
      },
      fields: [
        linkField(),
        {
          name: 'appearance',
          type: 'select',
          defaultValue: 'primary',
          label: { fr: 'Apparence', en: 'Appearance' },
          options: [
            { label: { fr: 'Principal', en: 'Primary' }, value: 'primary' },
            { label: { fr: 'Secondaire', en: 'Secondary' }, value: 'secondary' },
          ],
        },
      ],
    },
  ],
}

export const ImageTextBlock: Block = {
  slug: 'imageText',
  interfaceName: 'ImageTextBlock',
  labels: {
    singular: { fr: 'Image et texte', en: 'Image and text' },
    plural: { fr: 'Images et textes', en: 'Images and texts' },
  },
  fields: [
    headingField,
    {
      name: 'body',
      type: 'richText',
      localized: true,
      editor: richTextEditor,
      label: { fr: 'Texte', en: 'Body' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: { fr: 'Image', en: 'Image' },
    },
    {
      name: 'imagePosition',
      type: 'select',
      defaultValue: 'left',
      label: { fr: 'Position de l’image', en: 'Image position' },
      options: [
        { label: { fr: 'À gauche', en: 'Left' }, value: 'left' },
        { label: { fr: 'À droite', en: 'Right' }, value: 'right' },
      ],
    },
    { name: 'withLink', type: 'checkbox', label: { fr: 'Avec un lien', en: 'With a link' } },
    { ...linkField(), admin: { condition: (_, sibling) => Boolean(sibling?.withLink) } },
  ],
}

export const CardGridBlock: Block = {
  slug: 'cardGrid',
  interfaceName: 'CardGridBlock',
  labels: {
    singular: { fr: 'Grille de cartes', en: 'Card grid' },
    plural: { fr: 'Grilles de cartes', en: 'Card grids' },
  },
  fields: [
    headingField,
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      label: { fr: 'Introduction', en: 'Introduction' },
    },
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      label: { fr: 'Colonnes', en: 'Columns' },
      options: [
        { label: { fr: '2 colonnes', en: '2 columns' }, value: '2' },
        { label: { fr: '3 colonnes', en: '3 columns' }, value: '3' },
        { label: { fr: '4 colonnes', en: '4 columns' }, value: '4' },
      ],
    },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      label: { fr: 'Cartes', en: 'Cards' },
      labels: {
        singular: { fr: 'Carte', en: 'Card' },
        plural: { fr: 'Cartes', en: 'Cards' },
      },
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          required: true,
          label: { fr: 'Titre', en: 'Title' },
        },
        { name: 'text', type: 'textarea', localized: true, label: { fr: 'Texte', en: 'Text' } },
        { name: 'image', type: 'upload', relationTo: 'media', label: { fr: 'Image', en: 'Image' } },
        linkField({ withLabel: false, required: true }),
      ],
    },
  ],
}

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: { fr: 'Appel à l’action', en: 'Call to action' },
    plural: { fr: 'Appels à l’action', en: 'Calls to action' },
  },
  fields: [
    { ...headingField, required: true },
    { name: 'text', type: 'textarea', localized: true, label: { fr: 'Texte', en: 'Text' } },
    {
      name: 'links',
      type: 'array',
      minRows: 1,
      maxRows: 2,
      label: { fr: 'Liens', en: 'Links' },
      labels: linkRowLabels,
      fields: [linkField({ required: true })],
    },
  ],
}

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: {
    singular: { fr: 'Questions fréquentes', en: 'FAQ' },
    plural: { fr: 'Questions fréquentes', en: 'FAQ' },
  },
  fields: [
    headingField,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      label: { fr: 'Questions', en: 'Questions' },
      labels: {
        singular: { fr: 'Question', en: 'Question' },
        plural: { fr: 'Questions', en: 'Questions' },
      },
      fields: [
        {
          name: 'question',
          type: 'text',
          localized: true,
          required: true,
          label: { fr: 'Question', en: 'Question' },
        },
        {
          name: 'answer',
          type: 'richText',
          localized: true,
          required: true,
          editor: richTextEditor,
          label: { fr: 'Réponse', en: 'Answer' },
        },
      ],
    },
  ],
}

export const VideoEmbedBlock: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: { fr: 'Vidéo', en: 'Video' }, plural: { fr: 'Vidéos', en: 'Videos' } },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { fr: 'Titre', en: 'Title' },
    },
    {
      name: 'url',
      type: 'text',
      required: true,
      label: { fr: 'Adresse de la vidéo', en: 'Video URL' },
      admin: {
        description: { fr: 'Adresse YouTube ou Vimeo', en: 'YouTube or Vimeo URL' },
      },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        value && parseVideoUrl(value)
          ? true
          : inAdminLanguage(req, {
              fr: 'Saisissez l’adresse d’une vidéo YouTube ou Vimeo',
              en: 'Enter a YouTube or Vimeo video URL',
            }),
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      label: { fr: 'Image d’attente', en: 'Poster image' },
    },
    { name: 'caption', type: 'text', localized: true, label: { fr: 'Légende', en: 'Caption' } },
  ],
}

/**
 * A list of documents of one collection. Later areas (shows, tournaments, restaurants…) register
 * their own sources in features/content/ui/collection-list; 'pages' lists the children of a page.
 */
export const collectionListSources = [
  { label: { fr: 'Sous-pages', en: 'Child pages' }, value: 'pages' },
]

export const CollectionListBlock: Block = {
  slug: 'collectionList',
  interfaceName: 'CollectionListBlock',
  labels: {
    singular: { fr: 'Liste de contenus', en: 'Content list' },
    plural: { fr: 'Listes de contenus', en: 'Content lists' },
  },
  fields: [
    headingField,
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'pages',
      label: { fr: 'Contenus listés', en: 'Listed content' },
      options: collectionListSources,
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      label: { fr: 'Page parente', en: 'Parent page' },
      admin: { condition: (_, sibling) => sibling?.source === 'pages' },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 48,
      defaultValue: 12,
      label: { fr: 'Nombre maximum', en: 'Maximum number' },
    },
  ],
}

/** Content's own blocks; the other areas offer theirs through their manifests (ADR 0050). */
export const contentBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  ImageTextBlock,
  CardGridBlock,
  CallToActionBlock,
  FaqBlock,
  VideoEmbedBlock,
  CollectionListBlock,
]
