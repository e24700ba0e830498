/**
 * Show genres: the select options in the admin, the `category` value in URLs (search, show list
 * and calendar blocks) and the words the search matches in each language.
 */
export const SHOW_CATEGORIES = [
  'concert',
  'humour',
  'theatre',
  'cabaret',
  'magic',
  'dance',
  'dinner-show',
  'family',
] as const
export type ShowCategory = (typeof SHOW_CATEGORIES)[number]

export const SHOW_CATEGORY_LABELS: Readonly<Record<ShowCategory, { fr: string; en: string }>> = {
  concert: { fr: 'Concert', en: 'Concert' },
  humour: { fr: 'Humour', en: 'Comedy' },
  theatre: { fr: 'Théâtre', en: 'Theatre' },
  cabaret: { fr: 'Cabaret', en: 'Cabaret' },
  magic: { fr: 'Magie', en: 'Magic' },
  dance: { fr: 'Danse', en: 'Dance' },
  'dinner-show': { fr: 'Dîner-spectacle', en: 'Dinner show' },
  family: { fr: 'Jeune public', en: 'Family' },
}

export function isShowCategory(value: unknown): value is ShowCategory {
  return SHOW_CATEGORIES.some((category) => category === value)
}
