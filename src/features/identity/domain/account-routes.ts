/**
 * The member area lives under /account in both languages (the spec's /account/accept-cgu and
 * /en/account/accept-cgu); the page slugs below it are translated. Unprefixed paths: the app adds
 * '/en' for English.
 */
export const accountRoutes = {
  login: { fr: '/account/connexion', en: '/account/login' },
  signUp: { fr: '/account/inscription', en: '/account/sign-up' },
  activate: { fr: '/account/activation', en: '/account/activation' },
  forgotPassword: { fr: '/account/mot-de-passe-oublie', en: '/account/forgot-password' },
  resetPassword: { fr: '/account/nouveau-mot-de-passe', en: '/account/new-password' },
  acceptTerms: { fr: '/account/accept-cgu', en: '/account/accept-cgu' },
  profile: { fr: '/account/profil', en: '/account/profile' },
  stays: { fr: '/account/mes-sejours', en: '/account/my-stays' },
  loyalty: { fr: '/account/fidelite', en: '/account/loyalty' },
  pointsHistory: { fr: '/account/historique-points', en: '/account/points-history' },
  card: { fr: '/account/carte', en: '/account/card' },
  tournaments: { fr: '/account/mes-tournois', en: '/account/my-tournaments' },
  machinePayments: { fr: '/account/paiements-machines', en: '/account/machine-payments' },
  hub: { fr: '/account', en: '/account' },
  loginPopupDone: { fr: '/account/connexion-terminee', en: '/account/login-complete' },
} as const satisfies Record<string, { fr: string; en: string }>

export type AccountRoute = keyof typeof accountRoutes

export function accountPath(route: AccountRoute, locale: string): string {
  return locale === 'en' ? accountRoutes[route].en : accountRoutes[route].fr
}
