/**
 * The member area lives under /account in both languages (the spec's /account/accept-cgu and
 * /en/account/accept-cgu); the page slugs below it are translated. Unprefixed paths: the app adds
 * '/en' for English.
 */
export const accountRoutes = {
  login: { fr: '/account/connexion', en: '/account/login' },
  // The hotel programme's login (ADR 0052): same account, the hotel lockout.
  hotelLogin: { fr: '/account/connexion-hotels', en: '/account/hotel-login' },
  signUp: { fr: '/account/inscription', en: '/account/sign-up' },
  // The hotel programme's collaborator sign-up (an e-mail of an allowed domain).
  collaboratorSignUp: {
    fr: '/account/inscription-collaborateurs',
    en: '/account/collaborator-sign-up',
  },
  activate: { fr: '/account/activation', en: '/account/activation' },
  forgotPassword: { fr: '/account/mot-de-passe-oublie', en: '/account/forgot-password' },
  resetPassword: { fr: '/account/nouveau-mot-de-passe', en: '/account/new-password' },
  acceptTerms: { fr: '/account/accept-cgu', en: '/account/accept-cgu' },
  profile: { fr: '/account/profil', en: '/account/profile' },
  password: { fr: '/account/mot-de-passe', en: '/account/password' },
  // The member's copy of their data (privacy area).
  myData: { fr: '/account/mes-donnees', en: '/account/my-data' },
  stays: { fr: '/account/mes-sejours', en: '/account/my-stays' },
  loyalty: { fr: '/account/fidelite', en: '/account/loyalty' },
  pointsHistory: { fr: '/account/historique-points', en: '/account/points-history' },
  card: { fr: '/account/carte', en: '/account/card' },
  hotelProgramme: { fr: '/account/programme-hotels', en: '/account/hotel-programme' },
  hotelCard: { fr: '/account/carte-hotels', en: '/account/hotel-card' },
  rewards: { fr: '/account/avantages', en: '/account/rewards' },
  vouchers: { fr: '/account/mes-bons', en: '/account/my-vouchers' },
  offers: { fr: '/account/offres', en: '/account/offers' },
  sponsorship: { fr: '/account/parrainage', en: '/account/sponsorship' },
  tournaments: { fr: '/account/mes-tournois', en: '/account/my-tournaments' },
  machinePayments: { fr: '/account/paiements-machines', en: '/account/machine-payments' },
  hub: { fr: '/account', en: '/account' },
  loginPopupDone: { fr: '/account/connexion-terminee', en: '/account/login-complete' },
} as const satisfies Record<string, { fr: string; en: string }>

export type AccountRoute = keyof typeof accountRoutes

export function accountPath(route: AccountRoute, locale: string): string {
  return locale === 'en' ? accountRoutes[route].en : accountRoutes[route].fr
}

/**
 * Every page of a logged-in member, grouped as the account menu and the hub show them. The one
 * list the header's menu, the hub, the VIP pages' shortcuts and the browser tests read: a member
 * page missing here is missing everywhere, so a new one is added here (and to its area's seed).
 * The hub itself and the pages of the way in (login, sign-up, terms) are not in it.
 */
export const memberPageGroups = [
  { group: 'loyalty', routes: ['loyalty', 'pointsHistory', 'card'] },
  { group: 'hotel', routes: ['hotelProgramme', 'hotelCard'] },
  { group: 'rewards', routes: ['rewards', 'vouchers', 'offers', 'sponsorship'] },
  { group: 'bookings', routes: ['stays', 'tournaments', 'machinePayments'] },
  { group: 'account', routes: ['profile', 'password', 'myData'] },
] as const satisfies readonly { group: string; routes: readonly AccountRoute[] }[]

export type MemberPageGroup = (typeof memberPageGroups)[number]['group']
export type MemberPageRoute = (typeof memberPageGroups)[number]['routes'][number]

export const MEMBER_PAGE_GROUPS: readonly MemberPageGroup[] = memberPageGroups.map(
  ({ group }) => group,
)

/** The member pages in menu order. */
export const MEMBER_PAGE_ROUTES: readonly MemberPageRoute[] = memberPageGroups.flatMap(
  ({ routes }) => routes,
)

export function isMemberPageGroup(value: string): value is MemberPageGroup {
  return (MEMBER_PAGE_GROUPS as readonly string[]).includes(value)
}
