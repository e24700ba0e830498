/** What other areas may use of the content area. */
export { getChrome, getPagePaths, getPublishedPageByPath, getSiteSettings } from './server/queries'
export { alternatesFor, linkContextFor } from './server/resolve-page'
export { pageMetadata } from './server/metadata'
export { PageView } from './ui/page-view'
export { joinPath } from './domain/routing-rules'
