'use client'

import dynamic from 'next/dynamic'

/**
 * The quote form in its own chunk: all CMS pages share one route, so its client code imported
 * directly would be downloaded by every page. Still rendered on the server, and it posts through a
 * server action, so it works before its chunk has arrived.
 */
export const QuoteRequestForm = dynamic(() =>
  import('../quote-request-form').then((m) => m.QuoteRequestForm),
)
