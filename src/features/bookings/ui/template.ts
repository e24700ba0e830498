/** Fills `{name}` placeholders of a message the server sent raw (keeps next-intl off the client). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

/** '1 personne' / '3 personnes' from the two raw messages. */
export function countPeople(
  strings: { personOne: string; personMany: string },
  count: number,
): string {
  return count === 1 ? strings.personOne : fillTemplate(strings.personMany, { count })
}
