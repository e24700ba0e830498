/** A link as the UI needs it: already resolved to an href, or dropped when unsafe or dangling. */
export type ResolvedLink = { label: string; href: string; external: boolean; newTab: boolean }

export type Alternate = { locale: string; path: string }
