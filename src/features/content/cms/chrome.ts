import type { CollectionConfig, Field, GlobalConfig } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import {
  anyone,
  contentEditors,
  anyStaffField,
  publishedOrStaff,
} from '@/platform/security/staff-access'

import { DEFAULT_ROOT_FOLDER, isValidSlug } from '../domain/routing-rules'
import { linkField } from './fields/link'
import { revalidateGlobal, revalidateOnChange, revalidateOnDelete } from './hooks'
import { previewUrlFor, type PreviewCollection } from './preview-url'
import { richTextEditor } from './rich-text-editor'

const slugField: Field = {
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  admin: { position: 'sidebar' },
  validate: (value: string | null | undefined) =>
    value && isValidSlug(value) ? true : 'Lowercase letters, digits and hyphens only',
}

const chromeHooks = {
  afterChange: [revalidateOnChange(() => [cacheTags.chrome()])],
  afterDelete: [revalidateOnDelete(() => [cacheTags.chrome()])],
}

function chromeCollection(
  slug: Exclude<PreviewCollection, 'pages'>,
  labels: CollectionConfig['labels'],
  fields: Field[],
): CollectionConfig {
  return {
    slug,
    labels,
    admin: {
      useAsTitle: 'name',
      group: { fr: 'Habillage du site', en: 'Site chrome' },
      livePreview: { url: ({ data, locale }) => previewUrlFor(slug, data, locale?.code) },
      preview: (data, { locale }) => previewUrlFor(slug, data, locale),
    },
    versions: { drafts: { autosave: { interval: 1500 } }, maxPerDoc: 20 },
    access: {
      read: publishedOrStaff,
      create: contentEditors,
      update: contentEditors,
      delete: contentEditors,
    },
    fields: [{ name: 'name', type: 'text', required: true }, slugField, ...fields],
    hooks: chromeHooks,
  }
}

export const Headers = chromeCollection(
  'headers',
  { singular: { fr: 'En-tête', en: 'Header' }, plural: { fr: 'En-têtes', en: 'Headers' } },
  [
    {
      name: 'navigation',
      type: 'array',
      maxRows: 8,
      fields: [
        linkField(),
        {
          name: 'children',
          type: 'array',
          maxRows: 12,
          fields: [linkField(), { name: 'description', type: 'text', localized: true }],
        },
      ],
    },
    { ...linkField({ name: 'cta' }), label: { fr: 'Bouton principal', en: 'Main button' } },
  ],
)

export const Footers = chromeCollection(
  'footers',
  {
    singular: { fr: 'Pied de page', en: 'Footer' },
    plural: { fr: 'Pieds de page', en: 'Footers' },
  },
  [
    {
      name: 'columns',
      type: 'array',
      maxRows: 5,
      fields: [
        { name: 'heading', type: 'text', localized: true, required: true },
        { name: 'links', type: 'array', maxRows: 12, fields: [linkField({ required: true })] },
      ],
    },
    { name: 'about', type: 'richText', localized: true, editor: richTextEditor },
    {
      name: 'social',
      type: 'array',
      maxRows: 6,
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'],
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
    { name: 'legal', type: 'array', maxRows: 8, fields: [linkField({ required: true })] },
    { name: 'copyright', type: 'text', localized: true },
  ],
)

export const Banners = chromeCollection(
  'banners',
  {
    singular: { fr: 'Bandeau jeu responsable', en: 'Responsible-gaming banner' },
    plural: { fr: 'Bandeaux jeu responsable', en: 'Responsible-gaming banners' },
  },
  [
    { name: 'text', type: 'textarea', localized: true, required: true },
    { name: 'phone', type: 'text', admin: { description: 'e.g. 09 74 75 13 13' } },
    linkField(),
  ],
)

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { fr: 'Réglages du site', en: 'Site settings' },
  admin: { group: { fr: 'Habillage du site', en: 'Site chrome' } },
  access: { read: anyone, update: contentEditors },
  fields: [
    { name: 'siteName', type: 'text', required: true, defaultValue: 'Atout' },
    { name: 'tagline', type: 'text', localized: true },
    {
      name: 'rootFolderName',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_ROOT_FOLDER,
      admin: {
        description: {
          fr: 'Dossier racine de l’arborescence de contenu : retiré des adresses par une redirection',
          en: 'Root folder of the content tree: removed from URLs by a redirect',
        },
      },
      validate: (value: string | null | undefined) =>
        value && isValidSlug(value) ? true : 'Lowercase letters, digits and hyphens only',
    },
    { name: 'homePage', type: 'relationship', relationTo: 'pages', required: true },
    { name: 'header', type: 'relationship', relationTo: 'headers', required: true },
    { name: 'footer', type: 'relationship', relationTo: 'footers', required: true },
    { name: 'banner', type: 'relationship', relationTo: 'banners', required: true },
    {
      name: 'requestsEmail',
      type: 'email',
      label: { fr: 'E-mail des demandes clients', en: 'Customer requests e-mail' },
      // Staff only: the settings are public, this address is not.
      access: { read: anyStaffField },
      admin: {
        description: {
          fr: 'Reçoit les demandes de devis séminaire quand le casino ou l’hôtel concerné n’a pas d’e-mail.',
          en: 'Receives seminar quote requests when the casino or hotel concerned has no e-mail.',
        },
      },
    },
    {
      name: 'defaultSeo',
      type: 'group',
      fields: [
        { name: 'description', type: 'textarea', localized: true, maxLength: 170 },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
  hooks: {
    afterChange: [
      revalidateGlobal(() => [cacheTags.siteSettings(), cacheTags.pages(), cacheTags.chrome()]),
    ],
  },
}
