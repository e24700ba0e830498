import type { Payload } from 'payload'

/** The unsubscribe reasons offered until staff edit them (not demo content: a sensible default). */
const DEFAULT_REASONS = [
  { key: 'too-many', fr: 'Je reçois trop d’e-mails', en: 'I receive too many e-mails' },
  {
    key: 'not-relevant',
    fr: 'Le contenu ne m’intéresse pas',
    en: 'The content does not interest me',
  },
  { key: 'never-asked', fr: 'Je ne me suis jamais abonné', en: 'I never subscribed' },
  {
    key: 'moved',
    fr: 'Je ne fréquente plus vos établissements',
    en: 'I no longer visit your venues',
  },
]

/** Gives the newsletter settings their default reasons once; staff changes are kept. */
export async function seedNewsletterSettings(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'newsletter-settings', depth: 0 })
  if ((current.unsubscribeReasons ?? []).length > 0) return false
  const saved = await payload.updateGlobal({
    slug: 'newsletter-settings',
    locale: 'fr',
    data: { unsubscribeReasons: DEFAULT_REASONS.map(({ key, fr }) => ({ key, label: fr })) },
  })
  await payload.updateGlobal({
    slug: 'newsletter-settings',
    locale: 'en',
    data: {
      unsubscribeReasons: (saved.unsubscribeReasons ?? []).map((row, index) => ({
        id: row.id,
        key: row.key,
        label: DEFAULT_REASONS[index]!.en,
      })),
    },
  })
  return true
}
