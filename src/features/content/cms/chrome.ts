import type { CollectionConfig, Field, GlobalConfig, PayloadRequest } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import {
  adminOnlyField,
  anyone,
  anyStaff,
  anyStaffField,
  contentEditors,
  publishedOrStaff,
} from '@/platform/security/staff-access'

import { DEFAULT_ROOT_FOLDER, isValidSlug } from '../domain/routing-rules'
import { inAdminLanguage, SLUG_MESSAGE } from './admin-text'
import { linkField } from './fields/link'
import { revalidateGlobal, revalidateOnChange, revalidateOnDelete } from './hooks'
import { previewUrlFor, type PreviewCollection } from './preview-url'
import { richTextEditor } from './rich-text-editor'

const slugField: Field = {
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  label: { fr: 'Identifiant (slug)', en: 'Identifier (slug)' },
  admin: {
    position: 'sidebar',
    description: {
      fr: 'Minuscules, chiffres et tirets ; sert à l’adresse d’aperçu',
      en: 'Lowercase letters, digits and hyphens; used by the preview URL',
    },
  },
  validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
    value && isValidSlug(value) ? true : inAdminLanguage(req, SLUG_MESSAGE),
}

const linkRowLabels = {
  singular: { fr: 'Lien', en: 'Link' },
  plural: { fr: 'Liens', en: 'Links' },
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
      readVersions: anyStaff,
    },
    fields: [
      { name: 'name', type: 'text', required: true, label: { fr: 'Nom', en: 'Name' } },
      slugField,
      ...fields,
    ],
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
      label: { fr: 'Navigation', en: 'Navigation' },
      labels: {
        singular: { fr: 'Entrée de menu', en: 'Menu item' },
        plural: { fr: 'Entrées de menu', en: 'Menu items' },
      },
      fields: [
        linkField(),
        {
          name: 'children',
          type: 'array',
          maxRows: 12,
          label: { fr: 'Sous-menu', en: 'Submenu' },
          labels: {
            singular: { fr: 'Lien du sous-menu', en: 'Submenu link' },
            plural: { fr: 'Liens du sous-menu', en: 'Submenu links' },
          },
          fields: [
            linkField(),
            {
              name: 'description',
              type: 'text',
              localized: true,
              label: { fr: 'Description', en: 'Description' },
            },
          ],
        },
      ],
    },
    linkField({ name: 'cta', label: { fr: 'Bouton principal', en: 'Main button' } }),
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
      label: { fr: 'Colonnes', en: 'Columns' },
      labels: {
        singular: { fr: 'Colonne', en: 'Column' },
        plural: { fr: 'Colonnes', en: 'Columns' },
      },
      fields: [
        {
          name: 'heading',
          type: 'text',
          localized: true,
          required: true,
          label: { fr: 'Titre', en: 'Heading' },
        },
        {
          name: 'links',
          type: 'array',
          maxRows: 12,
          label: { fr: 'Liens', en: 'Links' },
          labels: linkRowLabels,
          fields: [linkField({ required: true })],
        },
      ],
    },
    {
      name: 'about',
      type: 'richText',
      localized: true,
      editor: richTextEditor,
      label: { fr: 'À propos', en: 'About' },
    },
    {
      name: 'social',
      type: 'array',
      maxRows: 6,
      label: { fr: 'Réseaux sociaux', en: 'Social networks' },
      labels: {
        singular: { fr: 'Réseau social', en: 'Social network' },
        plural: { fr: 'Réseaux sociaux', en: 'Social networks' },
      },
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          label: { fr: 'Réseau', en: 'Network' },
          options: [
            { label: { fr: 'Facebook', en: 'Facebook' }, value: 'facebook' },
            { label: { fr: 'Instagram', en: 'Instagram' }, value: 'instagram' },
            { label: { fr: 'YouTube', en: 'YouTube' }, value: 'youtube' },
            { label: { fr: 'LinkedIn', en: 'LinkedIn' }, value: 'linkedin' },
            { label: { fr: 'TikTok', en: 'TikTok' }, value: 'tiktok' },
          ],
        },
        {
          name: 'url',
          type: 'text',
          required: true,
          label: { fr: 'Adresse de la page', en: 'Page URL' },
        },
      ],
    },
    {
      name: 'legal',
      type: 'array',
      maxRows: 8,
      label: { fr: 'Liens légaux', en: 'Legal links' },
      labels: linkRowLabels,
      fields: [linkField({ required: true })],
    },
    {
      name: 'copyright',
      type: 'text',
      localized: true,
      label: { fr: 'Mention de copyright', en: 'Copyright notice' },
    },
  ],
)

export const Banners = chromeCollection(
  'banners',
  {
    singular: { fr: 'Bandeau jeu responsable', en: 'Responsible-gaming banner' },
    plural: { fr: 'Bandeaux jeu responsable', en: 'Responsible-gaming banners' },
  },
  [
    {
      name: 'text',
      type: 'textarea',
      localized: true,
      required: true,
      label: { fr: 'Texte', en: 'Text' },
    },
    {
      name: 'phone',
      type: 'text',
      label: { fr: 'Téléphone d’aide', en: 'Helpline number' },
      admin: { description: { fr: 'ex. 09 74 75 13 13', en: 'e.g. 09 74 75 13 13' } },
    },
    linkField(),
  ],
)

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { fr: 'Réglages du site', en: 'Site settings' },
  admin: { group: { fr: 'Habillage du site', en: 'Site chrome' } },
  access: { read: anyone, update: contentEditors },
  fields: [
    {
      name: 'siteName',
      type: 'text',
      required: true,
      defaultValue: 'Atout',
      label: { fr: 'Nom du site', en: 'Site name' },
    },
    { name: 'tagline', type: 'text', localized: true, label: { fr: 'Slogan', en: 'Tagline' } },
    {
      name: 'rootFolderName',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_ROOT_FOLDER,
      label: { fr: 'Dossier racine', en: 'Root folder' },
      admin: {
        description: {
          fr: 'Dossier racine de l’arborescence de contenu : retiré des adresses par une redirection',
          en: 'Root folder of the content tree: removed from URLs by a redirect',
        },
      },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        value && isValidSlug(value) ? true : inAdminLanguage(req, SLUG_MESSAGE),
    },
    {
      name: 'homePage',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      label: { fr: 'Page d’accueil', en: 'Home page' },
    },
    {
      name: 'header',
      type: 'relationship',
      relationTo: 'headers',
      required: true,
      label: { fr: 'En-tête', en: 'Header' },
    },
    {
      name: 'footer',
      type: 'relationship',
      relationTo: 'footers',
      required: true,
      label: { fr: 'Pied de page', en: 'Footer' },
    },
    {
      name: 'banner',
      type: 'relationship',
      relationTo: 'banners',
      required: true,
      label: { fr: 'Bandeau jeu responsable', en: 'Responsible-gaming banner' },
    },
    {
      name: 'requestsEmail',
      type: 'email',
      label: { fr: 'E-mail des demandes clients', en: 'Customer requests e-mail' },
      // Staff only: the settings are public, this address is not. Customers' personal data goes
      // there: administrators set it (ADR 0041).
      access: { read: anyStaffField, update: adminOnlyField },
      admin: {
        description: {
          fr: 'Reçoit les demandes de devis séminaire quand le casino ou l’hôtel concerné n’a pas d’e-mail.',
          en: 'Receives seminar quote requests when the casino or hotel concerned has no e-mail.',
        },
      },
    },
    {
      name: 'tagManagerId',
      type: 'text',
      label: { fr: 'Conteneur Google Tag Manager', en: 'Google Tag Manager container' },
      // A container runs any script on every page: administrators set it (ADR 0041).
      access: { update: adminOnlyField },
      admin: {
        description: {
          fr: 'GTM-XXXXXXX : chargé seulement après le consentement du visiteur (la variable GTM_CONTAINER_ID, si elle est définie, l’emporte)',
          en: 'GTM-XXXXXXX: loaded only after the visitor’s consent (the GTM_CONTAINER_ID variable wins when set)',
        },
      },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        !value || /^GTM-[A-Z0-9]{4,12}$/.test(value)
          ? true
          : inAdminLanguage(req, {
              fr: 'Identifiant de conteneur attendu : GTM- suivi de 4 à 12 majuscules ou chiffres',
              en: 'Expected a container id: GTM- then 4 to 12 capital letters or digits',
            }),
    },
    {
      name: 'defaultSeo',
      type: 'group',
      label: { fr: 'Référencement par défaut', en: 'Default SEO' },
      fields: [
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
      ],
    },
  ],
  hooks: {
    afterChange: [
      revalidateGlobal(() => [cacheTags.siteSettings(), cacheTags.pages(), cacheTags.chrome()]),
    ],
  },
}
