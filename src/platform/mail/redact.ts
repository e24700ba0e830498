/** What replaces a secret (a one-time link's token) in the copy of a mail that staff can read. */
export const REDACTED = '[…]'

/**
 * Removes every secret from a text, as written and as it appears inside a URL. Longer secrets
 * first, so a secret that contains another is removed whole.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  const forms = new Set<string>()
  for (const secret of secrets) {
    if (secret === '') continue
    forms.add(secret)
    forms.add(encodeURIComponent(secret))
  }
  return [...forms]
    .sort((a, b) => b.length - a.length)
    .reduce((result, form) => result.split(form).join(REDACTED), text)
}
