import type { Field } from 'payload'

/** A background task's name as staff read it in the admin, in both of its languages. */
export type TaskLabel = { fr: string; en: string }

/**
 * Payload lists a job's task (and each line of its log) by the task's slug, in English: the
 * admin shows each task's name in the staff member's language instead. Only the option labels
 * change; the stored values (the slugs) stay, so no schema changes.
 */
export function withTaskLabels(
  fields: readonly Field[],
  labels: Readonly<Record<string, TaskLabel>>,
): Field[] {
  return fields.map((field) => {
    if (field.type === 'select' && 'name' in field && field.name === 'taskSlug') {
      return {
        ...field,
        options: field.options.map((option) => {
          const value = typeof option === 'string' ? option : option.value
          return { value, label: labels[value] ?? value }
        }),
      }
    }
    if ((field.type === 'array' || field.type === 'group') && 'fields' in field) {
      return { ...field, fields: withTaskLabels(field.fields, labels) } as Field
    }
    return field
  })
}
