/**
 * The element of the 404 message that shows the requested path ('Page not found: /x', spec), filled
 * in the browser by RequestedPathFiller, which the layout renders. The not-found boundary renders no
 * client component of its own: one made the bundler give the boundary a chunk group into which it
 * copied the page's lazy forms, icons and next/dynamic's loader (3.8 KB gzip on every page, measured
 * with bench/chunk-sources.ts).
 */
export const REQUESTED_PATH_ATTRIBUTE = 'data-requested-path'
