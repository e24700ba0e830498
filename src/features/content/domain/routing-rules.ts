/**
 * URL rules of the spec (section 2), as pure functions so they can be table-tested.
 */

export const DEFAULT_ROOT_FOLDER = 'website-casinos'

/** Preview folders under the root folder; these keep the root folder in their URL. */
export const previewFolders = [
  'bandeaujeuxresponsable',
  'footers',
  'headers',
  'le-carre-vip',
] as const
export type PreviewFolder = (typeof previewFolders)[number]

export function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '')
}

export function joinPath(segments: readonly string[]): string {
  return `/${segments.join('/')}`
}

/**
 * A path with the root folder name in its first or second segment redirects to the same path
 * without it. Returns the target path, or null when the rule does not apply.
 */
export function stripRootFolder(segments: readonly string[], rootFolder: string): string | null {
  if (rootFolder === '') return null
  const index = segments.slice(0, 2).indexOf(rootFolder)
  if (index === -1) return null
  return joinPath(segments.filter((_, i) => i !== index))
}

/** A lowercase URL slug: letters, digits and single hyphens (accents are not allowed in slugs). */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isValidSlug(slug: string): boolean {
  return slugPattern.test(slug)
}

/** Turns a title into a slug: 'Soirée Jazz à Cannes !' → 'soiree-jazz-a-cannes'. */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The path of a page under its parent: ('/casinos', 'cannes') → '/casinos/cannes'. */
export function computePagePath(parentPath: string | null | undefined, slug: string): string {
  const base = parentPath && parentPath !== '/' ? parentPath.replace(/\/$/, '') : ''
  return `${base}/${slug}`
}

/** Route validation of numeric ids (tournaments): digits only, no leading zero, safe integer. */
export function parseNumericId(value: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}
