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

/**
 * Whether a member may be a collaborator (spec section 8): `0113` when the e-mail's domain is not
 * in the allowed list, `0112` when member support withdrew the member's collaborator access (an
 * allowed e-mail no longer suffices), null when the member may.
 */
export function decideCollaborator(input: {
  email: string
  allowedDomains: readonly string[]
  withdrawn: boolean
}): '0112' | '0113' | null {
  if (!isAllowedCollaboratorEmail(input.email, input.allowedDomains)) return '0113'
  if (input.withdrawn) return '0112'
  return null
}
