import type { Field, GroupField } from 'payload'

import { isSafeHref } from '../../domain/safe-url'

type LinkOptions = { name?: string; label?: string; required?: boolean; withLabel?: boolean }

/** A link to a CMS page (internal) or to a URL (external or relative), validated on save. */
export function linkField({
  name = 'link',
  label,
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
      admin: { condition: (_, sibling) => sibling?.type !== 'external' },
      validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
        const type = (siblingData as { type?: string } | undefined)?.type
        if (type === 'external' || !required) return true
        return value ? true : 'Page required'
      },
    },
    {
      name: 'url',
      type: 'text',
      label: 'URL',
      admin: { condition: (_, sibling) => sibling?.type === 'external' },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: unknown }) => {
        const type = (siblingData as { type?: string } | undefined)?.type
        if (type !== 'external') return true
        if (!value) return required ? 'URL required' : true
        return isSafeHref(value) || 'Only http(s), mailto:, tel: or relative URLs are allowed'
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
    fields.unshift({ name: 'label', type: 'text', localized: true, required })
  }
  return { name, label, type: 'group', fields }
}
