/**
 * Cache tags shared by readers (unstable_cache) and writers (Payload hooks → revalidateTag).
 * One function per tag so a typo cannot silently split a reader from its invalidation.
 */
export const cacheTags = {
  pages: () => 'pages',
  page: (path: string) => `page:${path}`,
  redirects: () => 'redirects',
  siteSettings: () => 'site-settings',
  chrome: () => 'chrome',
  media: () => 'media',
} as const
