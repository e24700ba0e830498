/**
 * Collaborators sign up with a professional e-mail whose domain is in the staff-edited allowed
 * list (spec sections 5 and 8): case does not matter, and a sub-domain of an allowed domain is
 * allowed (`paris.atout-hotels.fr` under `atout-hotels.fr`), but a look-alike is not
 * (`notatout-hotels.fr`, `atout-hotels.fr.evil.com`).
 */
export function normalizeDomain(value: string): string | null {
  const domain = value.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '')
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain)
    ? domain
    : null
}

export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@')
  return at < 1 ? null : normalizeDomain(email.slice(at + 1))
}

export function isAllowedCollaboratorEmail(email: string, allowed: readonly string[]): boolean {
  const domain = emailDomain(email)
  if (!domain) return false
  return allowed.some((entry) => {
    const allowedDomain = normalizeDomain(entry)
    return (
      allowedDomain !== null && (domain === allowedDomain || domain.endsWith(`.${allowedDomain}`))
    )
  })
}
