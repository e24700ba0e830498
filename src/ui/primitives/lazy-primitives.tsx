'use client'

import dynamic from 'next/dynamic'

/**
 * The client primitives that member blocks render from the server, each in its own chunk. Every
 * CMS page (home, casinos, the member area) is one route, and a client component a block imports
 * directly is part of that route's first load: the history's filters, the tables' scroll regions
 * and the privacy page's buttons were downloaded by every visitor of the home page (ADR 0074).
 * Still rendered on the server; a page that shows one loads its chunk with the page.
 */
export const Select = dynamic(() => import('./form/select').then((m) => m.Select))
export const TextField = dynamic(() => import('./form/text-field').then((m) => m.TextField))
export const ScrollRegion = dynamic(() => import('./scroll-region').then((m) => m.ScrollRegion))
export const ApiActionButton = dynamic(() => import('./api-action').then((m) => m.ApiActionButton))
