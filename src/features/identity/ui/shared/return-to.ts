/**
 * Where to go after login or after accepting the terms. Only paths of this site are followed
 * (ARCHITECTURE §4): '/account/profil' yes; 'https://evil.example', '//evil.example' and
 * '/\evil.example' (which browsers read as '//evil.example') no.
 */
export function isSameSitePath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/')) return false
  if (value.startsWith('//') || value.startsWith('/\\')) return false
  // Browsers drop tabs and newlines inside URLs: '/\t/evil.example' would become '//evil.example'.
  if (/[\u0000-\u001f\u007f\s\\]/.test(value)) return false
  try {
    const base = 'https://same-site.invalid'
    return new URL(value, base).origin === base
  } catch {
    return false
  }
}

/** The `returnTo` query parameter when it is a same-site path, else the fallback. */
export function resolveReturnTo(search: string, fallback: string): string {
  const returnTo = new URLSearchParams(search).get('returnTo')
  return isSameSitePath(returnTo) ? returnTo : fallback
}
