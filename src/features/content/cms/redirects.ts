import type { CollectionConfig, PayloadRequest } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import { anyStaff, contentEditors } from '@/platform/security/staff-access'

import { normalizeRedirectSource, redirectStatuses } from '../domain/redirects'
import { inAdminLanguage } from './admin-text'
import { linkField } from './fields/link'
import { revalidateOnChange, revalidateOnDelete } from './hooks'

const statusLabels: Record<(typeof redirectStatuses)[number], { fr: string; en: string }> = {
  '301': { fr: '301 — définitive', en: '301 — permanent' },
  '302': { fr: '302 — temporaire', en: '302 — temporary' },
  '307': { fr: '307 — temporaire, même méthode', en: '307 — temporary, same method' },
  '308': { fr: '308 — définitive, même méthode', en: '308 — permanent, same method' },
}

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
      label: { fr: 'Depuis', en: 'From' },
      admin: {
        description: {
          fr: 'Chemin d’origine, avec /en pour l’anglais : /ancienne-page, /en/old-page',
          en: 'Source path, with /en for English: /ancienne-page, /en/old-page',
        },
      },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        value && normalizeRedirectSource(value)
          ? true
          : inAdminLanguage(req, {
              fr: 'Un chemin commençant par / (sans domaine)',
              en: 'A path starting with / (no domain)',
            }),
    },
    linkField({
      name: 'to',
      label: { fr: 'Vers', en: 'To' },
      withLabel: false,
      required: true,
    }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: '301',
      label: { fr: 'Code HTTP', en: 'HTTP status' },
      options: redirectStatuses.map((s) => ({ label: statusLabels[s], value: s })),
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
