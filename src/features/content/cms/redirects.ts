import type { CollectionConfig } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import { anyStaff, contentEditors } from '@/platform/security/staff-access'

import { normalizeRedirectSource, redirectStatuses } from '../domain/redirects'
import { linkField } from './fields/link'
import { revalidateOnChange, revalidateOnDelete } from './hooks'

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: {
    singular: { fr: 'Redirection', en: 'Redirect' },
    plural: { fr: 'Redirections', en: 'Redirects' },
  },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'status', 'updatedAt'],
    group: { fr: 'Contenu', en: 'Content' },
  },
  access: {
    read: anyStaff,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          fr: 'Chemin d’origine, avec /en pour l’anglais : /ancienne-page, /en/old-page',
          en: 'Source path, with /en for English: /ancienne-page, /en/old-page',
        },
      },
      validate: (value: string | null | undefined) =>
        value && normalizeRedirectSource(value) ? true : 'A path starting with / (no domain)',
    },
    linkField({ name: 'to', withLabel: false, required: true }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: '301',
      options: redirectStatuses.map((s) => ({ label: s, value: s })),
    },
  ],
  hooks: {
    beforeChange: [
      ({ data }) =>
        typeof data.from === 'string'
          ? { ...data, from: normalizeRedirectSource(data.from) ?? data.from }
          : data,
    ],
    afterChange: [revalidateOnChange(() => [cacheTags.redirects(), cacheTags.pages()])],
    afterDelete: [revalidateOnDelete(() => [cacheTags.redirects(), cacheTags.pages()])],
  },
}
