'use client'

import dynamic from 'next/dynamic'

/**
 * The tournament filters in their own chunk: all CMS pages share one route, so the browser's
 * client code imported directly would be downloaded by every page. Still rendered on the server.
 */
export const TournamentBrowser = dynamic(() =>
  import('../tournament-browser').then((m) => m.TournamentBrowser),
)
