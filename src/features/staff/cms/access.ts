import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const staffRoles = ['admin', 'editor'] as const
export type StaffRole = (typeof staffRoles)[number]

type StaffUser = { collection?: string; roles?: StaffRole[] | null }

function staffUser(req: PayloadRequest): StaffUser | null {
  const user = req.user as StaffUser | null | undefined
  return user && user.collection === 'users' ? user : null
}

export function isStaff(req: PayloadRequest): boolean {
  return staffUser(req) !== null
}

export function isAdmin(req: PayloadRequest): boolean {
  return staffUser(req)?.roles?.includes('admin') ?? false
}

export const staffOnly: Access = ({ req }) => isStaff(req)
export const adminOnly: Access = ({ req }) => isAdmin(req)
export const adminOnlyField: FieldAccess = ({ req }) => isAdmin(req)

/** Public readers see published documents only; staff see drafts too. */
export const publishedOrStaff: Access = ({ req }) =>
  isStaff(req) ? true : { _status: { equals: 'published' } }

export const anyone: Access = () => true
