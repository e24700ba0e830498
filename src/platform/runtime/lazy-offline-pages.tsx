'use client'

import dynamic from 'next/dynamic'

/**
 * The offline keeper of the member's card and vouchers pages in its own chunk: those pages are CMS
 * pages, whose route every page shares (ADR 0074). Rendered on the server as before.
 */
export const OfflinePages = dynamic(() => import('./offline-pages').then((m) => m.OfflinePages))
