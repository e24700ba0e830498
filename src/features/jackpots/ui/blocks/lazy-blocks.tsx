'use client'

import dynamic from 'next/dynamic'

/**
 * The jackpot table (its machine-number search) in its own chunk: all CMS pages share one route,
 * so its client code imported directly would be downloaded by every page. Still rendered on the
 * server.
 */
export const JackpotTable = dynamic(() => import('../jackpot-table').then((m) => m.JackpotTable))
