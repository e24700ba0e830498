/**
 * Cache tags shared by readers (unstable_cache) and writers (Payload hooks → revalidateTag).
 * One function per tag so a typo cannot silently split a reader from its invalidation.
 */
export const cacheTags = {
  pages: () => 'pages',
  page: (path: string) => `page:${path}`,
  redirects: () => 'redirects',
  siteSettings: () => 'site-settings',
  chrome: () => 'chrome',
  media: () => 'media',
  // Venues and programme: one tag per collection. A show's detail page, its casino's lists, the
  // calendar and the search all read several of them, so an edit expires every page showing it.
  casinos: () => 'casinos',
  shows: () => 'shows',
  restaurants: () => 'restaurants',
  hotels: () => 'hotels',
  tournaments: () => 'tournaments',
  gameTables: () => 'game-tables',
  jackpots: () => 'jackpots',
  seminarOffers: () => 'seminar-offers',
  // The members' rewards catalogue (its copy per language; the stock is read live).
  rewards: () => 'rewards',
  // The loyalty rules' status discounts, shown on public show pages.
  loyaltyRules: () => 'loyalty-rules',
} as const
