'use client'

import dynamic from 'next/dynamic'

/**
 * The hotel offers' filters in their own chunk: all CMS pages share one route, so the browser's
 * client code imported directly would be downloaded by every page. Still rendered on the server.
 */
export const HotelOfferBrowser = dynamic(() =>
  import('./hotel-offer-browser').then((m) => m.HotelOfferBrowser),
)
