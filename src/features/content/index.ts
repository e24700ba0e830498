/** What other areas may use of the content area. */
export {
  getChrome,
  getPagePaths,
  getPublishedPageByPath,
  getSiteSettings,
  getTranslationByPath,
} from './server/queries'
export { alternatesFor, linkContextFor } from './server/resolve-page'
export { pageMetadata } from './server/metadata'
export { PageView } from './ui/page-view'
export type { BlockViews } from './ui/blocks/render-blocks'
export { streamedBlockViews } from './ui/blocks/streamed-block'
export { joinPath } from './domain/routing-rules'
export { buildMetadata } from './server/metadata'
export { SiteShell } from './ui/chrome/site-shell'
export { RichText } from './ui/rich-text/rich-text'
export { MediaImage } from './ui/media-image'
export type { Alternate } from './domain/types'
export type { SitemapEntry } from './server/sitemap'
