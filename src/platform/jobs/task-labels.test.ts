import type { Field } from 'payload'
import { expect, test } from 'vitest'

import { withTaskLabels } from './task-labels'

const labels = { 'deliver-mail': { fr: 'Envoyer un e-mail', en: 'Deliver an e-mail' } }

test('the task fields, top level and in the log, show translated names; the values stay', () => {
  const fields: Field[] = [
    { name: 'taskSlug', type: 'select', options: ['inline', 'deliver-mail'] },
    {
      name: 'log',
      type: 'array',
      fields: [{ name: 'taskSlug', type: 'select', options: ['inline', 'deliver-mail'] }],
    },
    { name: 'queue', type: 'text' },
  ]
  const labelled = withTaskLabels(fields, labels)
  const expected = [
    { value: 'inline', label: 'inline' },
    { value: 'deliver-mail', label: labels['deliver-mail'] },
  ]
  expect(labelled[0]).toMatchObject({ name: 'taskSlug', options: expected })
  expect(labelled[1]).toMatchObject({ fields: [{ name: 'taskSlug', options: expected }] })
  expect(labelled[2]).toEqual(fields[2])
})
