import { defineRouting } from 'next-intl/routing'

import {
  defaultLocale,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_COOKIE_NAME,
  locales,
} from './locales'

/**
 * Localized route names of the spec (section 2). The keys are the internal folders under
 * src/app/(frontend)/[locale]/; the values are what users see in each language.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: true,
  // Alternate links are rendered per page in <head>, where translated CMS slugs are known.
  alternateLinks: false,
  localeCookie: {
    name: LOCALE_COOKIE_NAME,
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
  },
  pathnames: {
    '/': '/',
    '/venue-show/[casino]/[...slug]': {
      fr: '/[casino]/spectacle/[...slug]',
      en: '/[casino]/show/[...slug]',
    },
    '/venue-poker-tournament/[casino]/[tournamentId]': {
      fr: '/[casino]/tournois-poker/[tournamentId]',
      en: '/[casino]/poker-tournaments/[tournamentId]',
    },
    '/venue-tournament/[casino]/[tournamentId]': {
      fr: '/[casino]/tournois/[tournamentId]',
      en: '/[casino]/tournaments/[tournamentId]',
    },
    // Venue pages (docs/decisions/0013-venue-urls.md) and the search of casinos, shows and hotels.
    '/venue-restaurant/[casino]/[slug]': {
      fr: '/[casino]/restaurant/[slug]',
      en: '/[casino]/restaurant/[slug]',
    },
    '/venue-hotel/[casino]/[slug]': {
      fr: '/[casino]/hotel/[slug]',
      en: '/[casino]/hotel/[slug]',
    },
    '/search': { fr: '/recherche', en: '/search' },
    // A booking's private page (confirmation, calendar file, cancellation): a signed token.
    '/booking/[token]': { fr: '/reservation/[token]', en: '/booking/[token]' },
    // Payments (docs/decisions/0040-payments.md): registration, the provider's return, machines.
    '/tournament-registration/[tournamentId]': {
      fr: '/inscription-tournoi/[tournamentId]',
      en: '/tournament-registration/[tournamentId]',
    },
    '/payment/[reference]': { fr: '/paiement/[reference]', en: '/payment/[reference]' },
    '/machine-payment': { fr: '/paiement-machine', en: '/machine-payment' },
    // Newsletter links from mails (docs/decisions/0024-newsletter-one-source.md).
    '/newsletter/confirm': { fr: '/newsletter/confirmation', en: '/newsletter/confirm' },
    '/newsletter/unsubscribe': { fr: '/newsletter/desinscription', en: '/newsletter/unsubscribe' },
  },
})
