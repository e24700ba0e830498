'use client'

import dynamic from 'next/dynamic'

/**
 * Interactive venue blocks, each in its own chunk: all CMS pages share one route, so a block's
 * client code imported directly would be downloaded by every page. Still rendered on the server;
 * the quote form posts through a server action, so it works before its chunk has arrived. The
 * account forms are not loaded this way: they are filled as soon as their page shows, and a form
 * hydrated later lost what was typed before (seen in the reset-password journey).
 */
export const HotelOfferBrowser = dynamic(() =>
  import('./hotel-offer-browser').then((m) => m.HotelOfferBrowser),
)
export const JackpotTable = dynamic(() => import('./jackpot-table').then((m) => m.JackpotTable))
export const QuoteRequestForm = dynamic(() =>
  import('@/features/seminars/ui/quote-request-form').then((m) => m.QuoteRequestForm),
)
export const TournamentBrowser = dynamic(() =>
  import('@/features/tournaments/ui/tournament-browser').then((m) => m.TournamentBrowser),
)
