import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * Staff roles (ADR 0018):
 * - admin: everything, including staff accounts, jobs and settings;
 * - editor: the site's content (pages, venues, programme, media, menus); no member data at all;
 * - support: member support — members, their sessions and lockouts, card holders, the outbox and
 *   customer requests; reads content but does not edit it.
 */
export const staffRoles = ['admin', 'editor', 'support'] as const
export type StaffRole = (typeof staffRoles)[number]

export const staffRoleLabels: Record<StaffRole, { fr: string; en: string }> = {
  admin: { fr: 'Administrateur', en: 'Administrator' },
  editor: { fr: 'Éditeur', en: 'Editor' },
  support: { fr: 'Support membres', en: 'Member support' },
}

type StaffUser = { collection?: string; roles?: readonly string[] | null }

function staffUser(user: unknown): StaffUser | null {
  const candidate = user as StaffUser | null | undefined
  return candidate && candidate.collection === 'users' ? candidate : null
}

/** True when the user is a staff account holding one of the roles. */
export function hasStaffRole(user: unknown, roles: readonly StaffRole[]): boolean {
  const staff = staffUser(user)
  return staff?.roles?.some((role) => (roles as readonly string[]).includes(role)) ?? false
}

export function isStaff(req: PayloadRequest): boolean {
  return staffUser(req.user) !== null
}

export function isAdmin(req: PayloadRequest): boolean {
  return hasStaffRole(req.user, ['admin'])
}

/** How a staff account signs what it does: its name and e-mail, or the e-mail alone. */
export function staffDisplayName(user: unknown): string {
  const { name, email } = (user ?? {}) as { name?: string | null; email?: string | null }
  const mail = email ?? ''
  return name?.trim() ? `${name.trim()} <${mail}>` : mail
}

export const anyStaff: Access = ({ req }) => isStaff(req)
export const anyStaffField: FieldAccess = ({ req }) => isStaff(req)
export const adminOnly: Access = ({ req }) => isAdmin(req)
export const adminOnlyField: FieldAccess = ({ req }) => isAdmin(req)

/** Who edits the public site's content. */
export const contentEditors: Access = ({ req }) => hasStaffRole(req.user, ['admin', 'editor'])

/** Who reads and manages members' personal data (never editors). */
export const memberSupport: Access = ({ req }) => hasStaffRole(req.user, ['admin', 'support'])

/** Public readers see published documents only; staff see drafts too. */
export const publishedOrStaff: Access = ({ req }) =>
  isStaff(req) ? true : { _status: { equals: 'published' } }

export const anyone: Access = () => true
export const nobody: Access = () => false
export const nobodyField: FieldAccess = () => false
