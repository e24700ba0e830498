import type { Block, Field } from 'payload'

import { accountBlocks } from '@/features/identity/cms/blocks'
import { jackpotBlocks } from '@/features/jackpots/cms/blocks'
import { seminarBlocks } from '@/features/seminars/cms/blocks'
import { showBlocks } from '@/features/shows/cms/blocks'
import { tournamentBlocks } from '@/features/tournaments/cms/blocks'
import { venueBlocks } from '@/features/venues/cms/blocks'

import { parseVideoUrl } from '../../domain/video'
import { linkField } from '../fields/link'
import { richTextEditor } from '../rich-text-editor'

const headingField: Field = { name: 'heading', type: 'text', localized: true }

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: {
    singular: { fr: 'Texte riche', en: 'Rich text' },
    plural: { fr: 'Textes riches', en: 'Rich texts' },
  },
  fields: [
    { name: 'content', type: 'richText', localized: true, required: true, editor: richTextEditor },
  ],
}

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'eyebrow', type: 'text', localized: true },
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'size',
      type: 'select',
      defaultValue: 'large',
      options: [
        { label: { fr: 'Grand', en: 'Large' }, value: 'large' },
        { label: { fr: 'Compact', en: 'Compact' }, value: 'compact' },
      ],
    },
    {
      name: 'links',
      type: 'array',
      maxRows: 2,
      fields: [
        linkField(),
        {
          name: 'appearance',
          type: 'select',
          defaultValue: 'primary',
          options: ['primary', 'secondary'],
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
    { name: 'body', type: 'richText', localized: true, editor: richTextEditor },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'imagePosition',
      type: 'select',
      defaultValue: 'left',
      options: [
        { label: { fr: 'À gauche', en: 'Left' }, value: 'left' },
        { label: { fr: 'À droite', en: 'Right' }, value: 'right' },
      ],
    },
    { name: 'withLink', type: 'checkbox' },
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
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      options: ['2', '3', '4'],
    },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
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
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    {
      name: 'links',
      type: 'array',
      minRows: 1,
      maxRows: 2,
      fields: [linkField({ required: true })],
    },
  ],
}

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQ' },
  fields: [
    headingField,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', localized: true, required: true },
        {
          name: 'answer',
          type: 'richText',
          localized: true,
          required: true,
          editor: richTextEditor,
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
    { name: 'title', type: 'text', localized: true, required: true },
    {
      name: 'url',
      type: 'text',
      required: true,
      admin: { description: 'YouTube or Vimeo URL' },
      validate: (value: string | null | undefined) => {
        return value && parseVideoUrl(value) ? true : 'Enter a YouTube or Vimeo video URL'
      },
    },
    { name: 'poster', type: 'upload', relationTo: 'media' },
    { name: 'caption', type: 'text', localized: true },
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
      options: collectionListSources,
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      admin: { condition: (_, sibling) => sibling?.source === 'pages' },
    },
    { name: 'limit', type: 'number', min: 1, max: 48, defaultValue: 12 },
  ],
}

export const pageBlocks: Block[] = [
  ...accountBlocks,
  HeroBlock,
  RichTextBlock,
  ImageTextBlock,
  CardGridBlock,
  CallToActionBlock,
  FaqBlock,
  VideoEmbedBlock,
  CollectionListBlock,
  ...venueBlocks,
  ...showBlocks,
  ...tournamentBlocks,
  ...seminarBlocks,
  ...jackpotBlocks,
]
