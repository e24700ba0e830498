import type { MetadataRoute } from 'next'

/**
 * The web app manifest (issue 26, "the card offline"): the site installs as an app that opens on
 * the member area, in the brand's colours (ink and gold, as src/ui/styles/globals.css and the
 * layout's theme colour). French, the site's default language; the English pages are under /en.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Atout — casinos, hôtels et restaurants',
    short_name: 'Atout',
    description: 'Votre carte de membre, vos points et vos avantages Atout.',
    lang: 'fr',
    dir: 'ltr',
    start_url: '/account',
    scope: '/',
    display: 'standalone',
    background_color: '#0b0a10',
    theme_color: '#0b0a10',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
}
