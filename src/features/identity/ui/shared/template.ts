/**
 * Fills `{name}` placeholders of a message the server sent raw, for the few texts whose values
 * are only known in the browser (a step number, a field label). Keeps next-intl off the client.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}
