import {
  accountRoutes,
  MEMBER_PAGE_ROUTES,
  type MemberPageRoute,
} from '../../../src/features/identity/domain/account-routes'

/**
 * One URL of each page type of the site, in both languages, from the demo content (content and
 * venues seeds). Shared by the browser tests that must cover every page type.
 */
export type PageType =
  | 'home'
  | 'content page'
  | 'casino landing'
  | 'show detail'
  | 'show agenda'
  | 'poker tournament list'
  | 'poker tournament detail'
  | 'tournament detail'
  | 'restaurant list'
  | 'restaurant detail'
  | 'hotel list'
  | 'hotel detail'
  | 'hotel offers'
  | 'seminars'
  | 'jackpots'
  | 'search'
  | 'search calendar'
  | 'search map'
  | 'account login'
  | 'account sign-up'
  | 'account forgotten password'
  | 'hotel programme login'
  | 'collaborator sign-up'
  | 'not found'

export const pageTypeUrls: Record<'fr' | 'en', Record<PageType, string>> = {
  fr: {
    home: '/',
    'content page': '/nos-casinos',
    'casino landing': '/nos-casinos/casino-cannes-croisette',
    'show detail': '/cannes/spectacle/nuit-gainsbourg',
    'show agenda': '/agenda',
    'poker tournament list': '/tournois-poker',
    'poker tournament detail': '/cannes/tournois-poker/1001',
    'tournament detail': '/le-touquet/tournois/1006',
    'restaurant list': '/restaurants',
    'restaurant detail': '/cannes/restaurant/le-toit-de-la-croisette',
    'hotel list': '/nos-hotels',
    'hotel detail': '/cannes/hotel/hotel-atout-croisette',
    'hotel offers': '/offres-hotels',
    seminars: '/seminaires',
    jackpots: '/jackpots',
    search: '/recherche',
    'search calendar': '/recherche?view=calendar',
    'search map': '/recherche?view=map',
    'account login': '/account/connexion',
    'account sign-up': '/account/inscription',
    'account forgotten password': '/account/mot-de-passe-oublie',
    'hotel programme login': '/account/connexion-hotels',
    'collaborator sign-up': '/account/inscription-collaborateurs',
    'not found': '/cette-page-n-existe-pas',
  },
  en: {
    home: '/en',
    'content page': '/en/our-casinos',
    'casino landing': '/en/our-casinos/cannes-croisette-casino',
    'show detail': '/en/cannes/show/nuit-gainsbourg',
    'show agenda': '/en/show-calendar',
    'poker tournament list': '/en/poker-tournaments',
    'poker tournament detail': '/en/cannes/poker-tournaments/1001',
    'tournament detail': '/en/le-touquet/tournaments/1006',
    'restaurant list': '/en/restaurants',
    'restaurant detail': '/en/cannes/restaurant/le-toit-de-la-croisette',
    'hotel list': '/en/our-hotels',
    'hotel detail': '/en/cannes/hotel/hotel-atout-croisette',
    'hotel offers': '/en/hotel-offers',
    seminars: '/en/seminars',
    jackpots: '/en/jackpots',
    search: '/en/search',
    'search calendar': '/en/search?view=calendar',
    'search map': '/en/search?view=map',
    'account login': '/en/account/login',
    'account sign-up': '/en/account/sign-up',
    'account forgotten password': '/en/account/forgot-password',
    'hotel programme login': '/en/account/hotel-login',
    'collaborator sign-up': '/en/account/collaborator-sign-up',
    'not found': '/en/no-such-page',
  },
}

/**
 * The member pages, from the identity area's one list (the account menu and the hub read it
 * too): a page added there is visited by every test below without touching them. Each needs a
 * logged-in member.
 */
export type MemberPageType = 'account hub' | MemberPageRoute

export const MEMBER_PAGE_TYPES: readonly MemberPageType[] = ['account hub', ...MEMBER_PAGE_ROUTES]

function memberPagePath(type: MemberPageType, locale: 'fr' | 'en'): string {
  const path = accountRoutes[type === 'account hub' ? 'hub' : type][locale]
  return locale === 'en' ? `/en${path}` : path
}

export const memberPageTypeUrls: Record<'fr' | 'en', Record<MemberPageType, string>> = {
  fr: Object.fromEntries(
    MEMBER_PAGE_TYPES.map((type) => [type, memberPagePath(type, 'fr')]),
  ) as Record<MemberPageType, string>,
  en: Object.fromEntries(
    MEMBER_PAGE_TYPES.map((type) => [type, memberPagePath(type, 'en')]),
  ) as Record<MemberPageType, string>,
}
