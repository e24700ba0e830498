import type { Field, GroupField, PayloadRequest } from 'payload'

import { isSafeHref } from '../../domain/safe-url'
import { inAdminLanguage, UNSAFE_URL_MESSAGE } from '../admin-text'

type LinkOptions = {
  name?: string
  label?: { fr: string; en: string }
  required?: boolean
  withLabel?: boolean
}

/** A link to a CMS page (internal) or to a URL (external or relative), validated on save. */
export function linkField({
  name = 'link',
  label = { fr: 'Lien', en: 'Link' },
  required = false,
  withLabel = true,
}: LinkOptions = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          label: { fr: 'Type de lien', en: 'Link type' },
          defaultValue: 'internal',
          options: [
            { label: { fr: 'Page du site', en: 'Site page' }, value: 'internal' },
            { label: { fr: 'Adresse (URL)', en: 'URL' }, value: 'external' },
          ],
          admin: { layout: 'horizontal' },
        },
        {
          name: 'newTab',
          type: 'checkbox',
          label: { fr: 'Nouvel onglet', en: 'Open in new tab' },
        },
      ],
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      label: { fr: 'Page', en: 'Page' },
      admin: { condition: (_, sibling) => sibling?.type !== 'external' },
      validate: (
        value: unknown,
        { req, siblingData }: { req: PayloadRequest; siblingData: unknown },
      ) => {
        const type = (siblingData as { type?: string } | undefined)?.type
        if (type === 'external' || !required) return true
        return value
          ? true
          : inAdminLanguage(req, { fr: 'Choisissez une page', en: 'Page required' })
      },
    },
    {
      name: 'url',
      type: 'text',
      label: { fr: 'Adresse (URL)', en: 'URL' },
      admin: { condition: (_, sibling) => sibling?.type === 'external' },
      validate: (
        value: string | null | undefined,
        { req, siblingData }: { req: PayloadRequest; siblingData: unknown },
      ) => {
        const type = (siblingData as { type?: string } | undefined)?.type
        if (type !== 'external') return true
        if (!value) {
          return required
            ? inAdminLanguage(req, { fr: 'Adresse requise', en: 'URL required' })
            : true
        }
        return isSafeHref(value) || inAdminLanguage(req, UNSAFE_URL_MESSAGE)
      },
    },
    {
      name: 'anchor',
      type: 'text',
      label: { fr: 'Ancre (#)', en: 'Anchor (#)' },
      admin: { condition: (_, sibling) => sibling?.type !== 'external' },
    },
  ]
  if (withLabel) {
    fields.unshift({
      name: 'label',
      type: 'text',
      localized: true,
      required,
      label: { fr: 'Texte du lien', en: 'Link text' },
    })
  }
  return { name, label, type: 'group', fields }
}
