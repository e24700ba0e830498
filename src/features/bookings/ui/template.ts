/** Fills `{name}` placeholders of a message the server sent raw (keeps next-intl off the client). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

/**
 * A count with its word from two raw messages (one, other), chosen by the language's plural rules
 * (CLDR, through Intl.PluralRules: French says '0 personne', English '0 guests') rather than by
 * `count === 1`: the client islands get plain strings, not the ICU runtime.
 */
export function countWith(
  locale: string,
  forms: { one: string; other: string },
  count: number,
): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other
  return fillTemplate(form, { count })
}

/** '1 personne' / '3 personnes' from the two raw messages. */
export function countPeople(
  locale: string,
  strings: { personOne: string; personMany: string },
  count: number,
): string {
  return countWith(locale, { one: strings.personOne, other: strings.personMany }, count)
}
