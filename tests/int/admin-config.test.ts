import type { Block, Field, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { DAY_FIELD_COMPONENT } from '@/features/identity/cms/day-field'
import { MONEY_FIELD_COMPONENT, validateCents } from '@/features/venues/cms/fields'

/**
 * The whole built admin, as editors see it: every collection, global, block, tab, field and
 * option labelled in French and English; dates edited with date pickers, amounts in euros.
 * Sanitization gives an unlabelled field an English label made from its name (a string), so a
 * string label here means a field someone forgot.
 */

/** Fields Payload adds itself: it labels them through its own fr/en translations. */
const PAYLOAD_FIELDS = new Set(['id', 'createdAt', 'updatedAt', '_status', 'blockName'])

type Bilingual = { fr: string; en: string }

function isBilingual(value: unknown): value is Bilingual {
  if (typeof value !== 'object' || value === null) return false
  const { fr, en } = value as Record<string, unknown>
  return typeof fr === 'string' && fr.trim() !== '' && typeof en === 'string' && en.trim() !== ''
}

function show(value: unknown): string {
  return typeof value === 'function' ? 'a function' : JSON.stringify(value)
}

const DATE_LIKE_NAME = /date|[a-z](At|Until|From)$/

/** Problems by kind, so each rule of the issue has its own failing test. */
type Walk = { labels: string[]; dates: string[]; money: string[] }

function newWalk(): Walk {
  return { labels: [], dates: [], money: [] }
}

const MONEY_NAME = /Cents$/

function checkBlock(block: Block, path: string, walk: Walk): void {
  const labels = block.labels
  if (!labels || !isBilingual(labels.singular) || !isBilingual(labels.plural)) {
    walk.labels.push(`${path}: block labels ${show(labels)}`)
  }
  checkFields(block.fields, `${path}[${block.slug}]`, walk)
}

function checkFields(fields: readonly Field[], parent: string, walk: Walk): void {
  for (const field of fields) {
    const name = 'name' in field ? field.name : undefined
    const path = `${parent}.${name ?? `(${field.type})`}`
    // `hidden` keeps a field out of the admin and the API (Payload's auth fields); admin.hidden and
    // admin.disabled keep it out of the admin only.
    if ('hidden' in field && field.hidden) continue
    const admin = field.admin
    if (admin && (('hidden' in admin && admin.hidden) || ('disabled' in admin && admin.disabled))) {
      continue
    }
    if (name && PAYLOAD_FIELDS.has(name)) continue

    const description = field.admin && 'description' in field.admin && field.admin.description
    if (description && !isBilingual(description)) {
      walk.labels.push(`${path}: description ${show(description)}`)
    }

    if (field.type === 'tabs') {
      field.tabs.forEach((tab, index) => {
        const tabPath = `${parent}.(tab ${'name' in tab && tab.name ? tab.name : index})`
        if (!isBilingual(tab.label)) walk.labels.push(`${tabPath}: label ${show(tab.label)}`)
        checkFields(tab.fields, tabPath, walk)
      })
      continue
    }
    // A label function is Payload's own (translated through its i18n); ours are { fr, en }.
    const label = 'label' in field ? field.label : undefined
    if (
      field.type !== 'row' &&
      field.type !== 'ui' &&
      typeof label !== 'function' &&
      !isBilingual(label)
    ) {
      walk.labels.push(`${path}: label ${show(label)}`)
    }
    if (field.type === 'select' || field.type === 'radio') {
      for (const option of field.options) {
        if (typeof option !== 'object' || !isBilingual(option.label)) {
          walk.labels.push(`${path}: option ${show(option)}`)
        }
      }
    }
    if (field.type === 'array') {
      const labels = field.labels
      if (!labels || !isBilingual(labels.singular) || !isBilingual(labels.plural)) {
        walk.labels.push(`${path}: row labels ${show(labels)}`)
      }
    }
    const isDayPicker =
      field.type === 'text' && field.admin?.components?.Field === DAY_FIELD_COMPONENT
    if (
      (field.type === 'text' || field.type === 'textarea') &&
      name &&
      DATE_LIKE_NAME.test(name) &&
      !isDayPicker
    ) {
      walk.dates.push(`${path}: a date edited as ${field.type}, not with a date picker`)
    }
    if (field.type === 'number' && name && MONEY_NAME.test(name)) {
      if (field.admin?.components?.Field !== MONEY_FIELD_COMPONENT) {
        walk.money.push(`${path}: entered in cents, not with the euro field`)
      }
      if (field.validate !== validateCents) {
        walk.money.push(`${path}: not checked as integer cents on the server`)
      }
    }
    if (field.type === 'blocks') {
      for (const block of field.blocks) checkBlock(block, path, walk)
    }
    if ('fields' in field) checkFields(field.fields, path, walk)
  }
}

function walkCollection(collection: SanitizedCollectionConfig): Walk {
  const walk = newWalk()
  const { singular, plural } = collection.labels
  if (!isBilingual(singular) || !isBilingual(plural)) {
    walk.labels.push(`${collection.slug}: labels ${show(collection.labels)}`)
  }
  checkFields(collection.fields, collection.slug, walk)
  return walk
}

let config: SanitizedConfig

beforeAll(async () => {
  const { default: built } = await import('@payload-config')
  config = await built
})

/** Our collections and globals; Payload's own (preferences, migrations, locks…) are its business. */
function walkAdmin(): Walk[] {
  const collections = config.collections
    .filter((collection) => !collection.slug.startsWith('payload-'))
    .map((collection) => walkCollection(collection))
  // Payload's own (payload-jobs-stats) are hidden from the admin.
  const globals = config.globals
    .filter((global) => !global.slug.startsWith('payload-'))
    .map((global) => {
      const walk = newWalk()
      if (!isBilingual(global.label))
        walk.labels.push(`${global.slug}: label ${show(global.label)}`)
      checkFields(global.fields, global.slug, walk)
      return walk
    })
  return [...collections, ...globals]
}

describe('the admin, as editors see it', () => {
  test('every collection, global, field, block, tab, row label and option is in French and English', () => {
    expect(walkAdmin().flatMap((walk) => walk.labels)).toEqual([])
  })

  test('dates are edited with date pickers, never as text', () => {
    expect(walkAdmin().flatMap((walk) => walk.dates)).toEqual([])
  })

  test('amounts are entered in euros and checked as integer cents', () => {
    expect(walkAdmin().flatMap((walk) => walk.money)).toEqual([])
  })

  test.each([
    [
      'pages',
      'slug',
      'Not A Slug',
      'Minuscules, chiffres et tirets seulement',
      'Lowercase letters, digits and hyphens only',
    ],
    ['tournaments', 'tournamentId', 0, 'Un nombre entier supérieur à 0', 'A whole number above 0'],
    [
      'jackpots',
      'machineNumber',
      'A12',
      'Le numéro de machine : 1 à 8 chiffres',
      'The machine number: 1 to 8 digits',
    ],
    [
      'jackpots',
      'amountCents',
      12.5,
      'Un montant en centimes : un nombre entier, zéro ou plus',
      'An amount in cents: a whole number, zero or more',
    ],
  ])(
    '%s.%s refuses %j with a message in the admin language',
    (slug, name, value, french, english) => {
      const collection = config.collections.find((candidate) => candidate.slug === slug)
      const field = collection?.flattenedFields.find((candidate) => candidate.name === name)
      if (!field || !('validate' in field) || typeof field.validate !== 'function') {
        throw new Error(`${slug}.${name} has no validation`)
      }
      // The union of every field type's validator: called here as Payload does, value and options.
      const validate = field.validate as (value: unknown, options: never) => unknown
      const message = (language: 'fr' | 'en') =>
        validate(value, { req: { i18n: { language } }, siblingData: {}, data: {} } as never)
      expect(message('fr')).toBe(french)
      expect(message('en')).toBe(english)
    },
  )
})
