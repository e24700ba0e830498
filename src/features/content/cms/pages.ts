import type {
  Block,
  CollectionBeforeChangeHook,
  CollectionConfig,
  CollectionAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { APIError } from 'payload'

import { cacheTags } from '@/platform/cache/tags'
import { anyStaff, contentEditors } from '@/platform/security/staff-access'

import { computePagePath, isValidSlug } from '../domain/routing-rules'
import { inAdminLanguage, SLUG_MESSAGE } from './admin-text'
import { revalidateOnChange, revalidateOnDelete } from './hooks'
import { seoFields } from './fields/seo'
import { pagesReadAccess, type PageClearance } from './page-read-access'
import { previewUrlFor } from './preview-url'

type PageData = { slug?: string | null; parent?: number | string | { id: number | string } | null }

function relationId(value: PageData['parent']): number | string | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}

const MAX_DEPTH = 8

/** The locale being saved ('all' is not a single locale: fall back to the default). */
function localeOf(locale: string | undefined): 'fr' | 'en' | undefined {
  return locale === 'fr' || locale === 'en' ? locale : undefined
}

/** Computes the localized path from the parent's path and the slug; refuses cycles and duplicates. */
const computePath: CollectionBeforeChangeHook = async ({ data, req, originalDoc, operation }) => {
  const slug = (data as PageData).slug ?? (originalDoc as PageData | undefined)?.slug
  if (!slug) return data
  if (!isValidSlug(slug)) {
    throw new APIError(
      `Invalid slug "${slug}": lowercase letters, digits and hyphens only`,
      400,
      null,
      true,
    )
  }
  const selfId = operation === 'update' ? (originalDoc as { id?: number | string })?.id : undefined
  const parentId = relationId(
    (data as PageData).parent !== undefined
      ? (data as PageData).parent
      : (originalDoc as PageData)?.parent,
  )
  let parentPath: string | null = null
  if (parentId !== null) {
    let cursor: number | string | null = parentId
    for (let depth = 0; cursor !== null; depth++) {
      if (depth >= MAX_DEPTH || (selfId !== undefined && String(cursor) === String(selfId))) {
        throw new APIError(
          'A page cannot be nested in itself or deeper than 8 levels',
          400,
          null,
          true,
        )
      }
      const ancestor: PageData & { path?: string | null } = await req.payload.findByID({
        collection: 'pages',
        id: cursor,
        locale: localeOf(req.locale),
        depth: 0,
        req,
        select: { path: true, parent: true },
      })
      if (depth === 0) parentPath = ancestor.path ?? null
      cursor = relationId(ancestor.parent)
    }
  }
  const path = computePagePath(parentPath, slug)
  const clash = await req.payload.find({
    collection: 'pages',
    locale: localeOf(req.locale),
    where: {
      and: [
        { path: { equals: path } },
        ...(selfId !== undefined ? [{ id: { not_equals: selfId } }] : []),
      ],
    },
    limit: 1,
    depth: 0,
    req,
    select: { path: true },
  })
  if (clash.docs.length > 0) {
    throw new APIError(`Another page already uses the path ${path}`, 400, null, true)
  }
  return { ...data, path }
}

/** When a page's path changes, its children follow. */
const updateChildPaths: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.path === previousDoc?.path || !previousDoc?.id) return doc
  const children = await req.payload.find({
    collection: 'pages',
    where: { parent: { equals: doc.id } },
    locale: localeOf(req.locale),
    depth: 0,
    limit: 200,
    req,
    select: { slug: true },
  })
  for (const child of children.docs) {
    await req.payload.update({
      collection: 'pages',
      id: child.id,
      locale: localeOf(req.locale),
      data: { slug: (child as PageData).slug ?? undefined },
      req,
    })
  }
  return doc
}

/**
 * The pages collection. `blocks` are every block a page may hold, in the order the page builder
 * offers them; `clearance` tells which members' pages a caller of /api/cms may read. The
 * composition root passes both (ADR 0050); without a clearance, only public pages are read.
 */
export const pagesCollection = ({
  blocks,
  clearance,
}: {
  blocks: readonly Block[]
  clearance?: PageClearance
}): CollectionConfig => ({
  slug: 'pages',
  labels: { singular: { fr: 'Page', en: 'Page' }, plural: { fr: 'Pages', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: { fr: 'Contenu', en: 'Content' },
    livePreview: { url: ({ data, locale }) => previewUrlFor('pages', data, locale?.code) },
    preview: (data, { locale }) => previewUrlFor('pages', data, locale),
  },
  versions: { drafts: { autosave: { interval: 1500 } }, maxPerDoc: 30 },
  access: {
    read: pagesReadAccess(clearance),
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
    readVersions: anyStaff,
  },
  defaultSort: 'path',
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { fr: 'Titre', en: 'Title' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: { fr: 'Contenu', en: 'Content' },
          fields: [
            {
              name: 'layout',
              type: 'blocks',
              blocks: [...blocks],
              label: { fr: 'Mise en page', en: 'Layout' },
              labels: {
                singular: { fr: 'Bloc', en: 'Block' },
                plural: { fr: 'Blocs', en: 'Blocks' },
              },
            },
          ],
        },
        { label: { fr: 'Référencement (SEO)', en: 'SEO' }, fields: seoFields },
      ],
    },
    {
      name: 'slug',
      type: 'text',
      localized: true,
      required: true,
      index: true,
      label: { fr: 'Segment d’URL (slug)', en: 'URL segment (slug)' },
      admin: {
        position: 'sidebar',
        description: {
          fr: 'Segment d’URL dans cette langue : minuscules, chiffres et tirets',
          en: 'URL segment in this language: lowercase letters, digits and hyphens',
        },
      },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        value && isValidSlug(value) ? true : inAdminLanguage(req, SLUG_MESSAGE),
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      label: { fr: 'Page parente', en: 'Parent page' },
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    {
      name: 'access',
      type: 'select',
      defaultValue: 'public',
      label: { fr: 'Accès', en: 'Access' },
      options: [
        { label: { fr: 'Tout le monde', en: 'Everyone' }, value: 'public' },
        { label: { fr: 'Membres connectés', en: 'Logged-in members' }, value: 'member' },
        {
          label: { fr: 'Membres ayant accepté les CGU', en: 'Members who accepted the terms' },
          value: 'memberWithTerms',
        },
      ],
      admin: {
        position: 'sidebar',
        description: {
          fr: 'Appliqué aux pages sous /account et /le-carre-vip (servies à chaque visite)',
          en: 'Applies to pages under /account and /le-carre-vip (rendered per visit)',
        },
      },
    },
    {
      name: 'path',
      type: 'text',
      localized: true,
      index: true,
      label: { fr: 'Chemin', en: 'Path' },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          fr: 'Calculé depuis la page parente et le slug',
          en: 'Computed from the parent page and the slug',
        },
      },
    },
  ],
  hooks: {
    beforeChange: [computePath],
    afterChange: [updateChildPaths, revalidateOnChange(() => [cacheTags.pages()])],
    afterDelete: [revalidateOnDelete(() => [cacheTags.pages()])],
  },
})
