import type { PayloadRequest } from 'payload'

export type Bilingual = { fr: string; en: string }

/**
 * A message in the admin's language (the request's), for validation errors staff read next to a
 * field. French when unknown, like the admin's own fallback language.
 */
export function inAdminLanguage(
  req: Pick<Partial<PayloadRequest>, 'i18n'> | undefined,
  text: Bilingual,
): string {
  return req?.i18n?.language === 'en' ? text.en : text.fr
}

export const SLUG_MESSAGE: Bilingual = {
  fr: 'Minuscules, chiffres et tirets seulement',
  en: 'Lowercase letters, digits and hyphens only',
}

export const UNSAFE_URL_MESSAGE: Bilingual = {
  fr: 'Seulement des adresses http(s), mailto:, tel: ou relatives',
  en: 'Only http(s), mailto:, tel: or relative URLs are allowed',
}
