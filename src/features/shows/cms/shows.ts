import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'

import { cacheTags } from '@/platform/cache/tags'
import { anyStaff, contentEditors, publishedOrStaff } from '@/platform/security/staff-access'
import { normalizeSearchText } from '@/platform/domain/search-text'
import {
  centsField,
  citySlugField,
  descriptionField,
  hiddenField,
  imagesField,
  searchTextField,
  slugField,
  summaryField,
  venuesGroup,
} from '@/features/venues/cms/fields'
import { revalidateHooks } from '@/features/content/cms/hooks'
import { findCasinoSummary, localeOf } from '@/features/venues/cms/hooks'
import { venuePreview } from '@/features/venues/cms/preview-url'

import {
  computeShowPriceRange,
  type PriceRangeErrorCode,
  SHOW_CATEGORIES,
  SHOW_CATEGORY_LABELS,
  STORED_SHOW_STATUSES,
  validatePriceRange,
} from '../domain'

const statusLabels: Record<(typeof STORED_SHOW_STATUSES)[number], { fr: string; en: string }> = {
  canceled: { fr: 'Annulé', en: 'Canceled' },
  exclusive: { fr: 'Exclusivité', en: 'Exclusive' },
  finished: { fr: 'Terminé', en: 'Finished' },
  full: { fr: 'Complet', en: 'Full' },
  postponed: { fr: 'Reporté', en: 'Postponed' },
  promotion: { fr: 'Promotion', en: 'Promotion' },
}

const priceRangeMessages: Record<PriceRangeErrorCode, { fr: string; en: string }> = {
  minAboveMax: {
    fr: 'le prix de départ dépasse le prix maximum',
    en: 'the starting price is above the top price',
  },
  negative: { fr: 'un prix est négatif', en: 'a price is negative' },
  notAnInteger: { fr: 'un prix n’est pas en centimes entiers', en: 'a price is not whole cents' },
}

type PerformanceData = {
  startsAt?: string | null
  priceFromCents?: number | null
  priceToCents?: number | null
}
type ShowData = {
  title?: string
  casino?: unknown
  category?: string
  summary?: string | null
  performances?: PerformanceData[] | null
}

/**
 * Denormalizes what lists and the search filter on: first/last performance, the show's price
 * range, the casino's city, and the normalized text. Kept on the show so the search needs no join.
 */
const fillSearchFields: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc as ShowData | undefined), ...(data as ShowData) }
  const performances = merged.performances ?? []
  const times = performances
    .map((performance) => (performance.startsAt ? Date.parse(performance.startsAt) : NaN))
    .filter((time) => Number.isFinite(time))
  const prices = computeShowPriceRange(
    performances.map((performance) => ({
      fromCents: performance.priceFromCents ?? null,
      toCents: performance.priceToCents ?? null,
    })),
  )
  const casino = await findCasinoSummary(req, merged.casino)
  const category = merged.category as (typeof SHOW_CATEGORIES)[number] | undefined
  const categoryLabel = category ? SHOW_CATEGORY_LABELS[category]?.[localeOf(req)] : null
  return {
    ...data,
    firstPerformanceAt: times.length ? new Date(Math.min(...times)).toISOString() : null,
    lastPerformanceAt: times.length ? new Date(Math.max(...times)).toISOString() : null,
    priceMinCents: prices.fromCents,
    priceMaxCents: prices.toCents ?? prices.fromCents,
    citySlug: casino?.citySlug ?? null,
    searchText: normalizeSearchText(
      merged.title,
      categoryLabel,
      casino?.name,
      casino?.city,
      merged.summary,
    ),
  }
}

/** A show of a casino's programme with its performances (dates, prices, statuses). */
export const Shows: CollectionConfig = {
  slug: 'shows',
  labels: {
    singular: { fr: 'Spectacle', en: 'Show' },
    plural: { fr: 'Spectacles', en: 'Shows' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'casino', 'category', 'firstPerformanceAt', '_status'],
    group: venuesGroup,
    preview: venuePreview('shows'),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: publishedOrStaff,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
    readVersions: anyStaff,
  },
  defaultSort: 'firstPerformanceAt',
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { fr: 'Titre', en: 'Title' },
    },
    slugField({
      fr: 'URL : /{casino}/spectacle/{slug}',
      en: 'URL: /en/{casino}/show/{slug}',
    }),
    {
      name: 'casino',
      type: 'relationship',
      relationTo: 'casinos',
      required: true,
      index: true,
      label: { fr: 'Casino', en: 'Casino' },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      label: { fr: 'Catégorie', en: 'Category' },
      options: SHOW_CATEGORIES.map((value) => ({ value, label: SHOW_CATEGORY_LABELS[value] })),
    },
    {
      name: 'performers',
      type: 'text',
      hasMany: true,
      label: { fr: 'Artistes', en: 'Performers' },
    },
    summaryField,
    descriptionField,
    imagesField,
    {
      name: 'performances',
      type: 'array',
      required: true,
      minRows: 1,
      label: { fr: 'Représentations', en: 'Performances' },
      labels: {
        singular: { fr: 'Représentation', en: 'Performance' },
        plural: { fr: 'Représentations', en: 'Performances' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'startsAt',
              type: 'date',
              required: true,
              label: { fr: 'Début', en: 'Starts at' },
              admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
            },
            {
              name: 'endsAt',
              type: 'date',
              label: { fr: 'Fin', en: 'Ends at' },
              admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            centsField('priceFromCents', false, { fr: 'Prix à partir de', en: 'Price from' }),
            centsField('priceToCents', false, { fr: 'Prix jusqu’à', en: 'Price up to' }),
          ],
        },
        {
          name: 'status',
          type: 'select',
          label: { fr: 'Statut', en: 'Status' },
          options: STORED_SHOW_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
          admin: {
            description: {
              fr: 'Vide : en vente. « Terminé » est déduit de la date.',
              en: 'Empty: on sale. “Finished” is derived from the date.',
            },
          },
        },
      ],
      validate: (rows: unknown, { req }: { req: PayloadRequest }) => {
        for (const [index, row] of ((rows as PerformanceData[] | null) ?? []).entries()) {
          const errors = Object.values(
            validatePriceRange({
              fromCents: row.priceFromCents ?? null,
              toCents: row.priceToCents ?? null,
            }),
          )
          if (errors.length > 0) {
            const text = (language: 'fr' | 'en') =>
              errors.map((code) => priceRangeMessages[code][language]).join(', ')
            return inAdminLanguage(req, {
              fr: `Représentation ${index + 1} : ${text('fr')}`,
              en: `Performance ${index + 1}: ${text('en')}`,
            })
          }
        }
        return true
      },
    },
    {
      name: 'sale',
      type: 'group',
      label: { fr: 'Vente des billets', en: 'Ticket sale' },
      fields: [
        {
          name: 'mode',
          type: 'select',
          required: true,
          defaultValue: 'online',
          label: { fr: 'Mode de vente', en: 'Sale mode' },
          options: [
            { label: { fr: 'Billetterie en ligne', en: 'Online ticketing' }, value: 'online' },
            { label: { fr: 'Vente sur place', en: 'On-site sale' }, value: 'onSite' },
          ],
        },
        {
          name: 'ticketingUrl',
          type: 'text',
          label: { fr: 'Lien de billetterie', en: 'Ticketing link' },
          admin: {
            description: {
              fr: 'Adresse https:// ; obligatoire pour la vente en ligne',
              en: 'An https:// address; required for online sale',
            },
          },
          validate: (
            value: string | null | undefined,
            { req, siblingData }: { req: PayloadRequest; siblingData: unknown },
          ) => {
            const mode = (siblingData as { mode?: string }).mode
            if (!value) {
              return mode === 'online'
                ? inAdminLanguage(req, {
                    fr: 'Un lien de billetterie est requis pour la vente en ligne',
                    en: 'A ticketing link is required for online sale',
                  })
                : true
            }
            return /^https:\/\/[^\s]+$/.test(value)
              ? true
              : inAdminLanguage(req, { fr: 'Un lien https://', en: 'An https:// link' })
          },
        },
      ],
    },
    hiddenField('firstPerformanceAt', 'date'),
    hiddenField('lastPerformanceAt', 'date'),
    hiddenField('priceMinCents', 'number'),
    hiddenField('priceMaxCents', 'number'),
    citySlugField,
    searchTextField,
  ],
  hooks: {
    beforeChange: [fillSearchFields],
    ...revalidateHooks(() => [cacheTags.shows()]),
  },
}
