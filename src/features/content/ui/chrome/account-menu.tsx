'use client'

import { useId, type ReactNode } from 'react'

import { DisclosureMenu } from '@/ui/primitives/disclosure-menu'
import { Link } from '@/ui/primitives/link'

export type AccountMenuLink = { href: string; label: string }
export type AccountMenuGroup = { label: string; links: AccountMenuLink[] }

type Props = {
  label: string
  menuLabel: string
  hub: AccountMenuLink
  groups: AccountMenuGroup[]
  logout: AccountMenuLink
  /** The person and chevron icons, rendered by the server: no icon library in the page's script. */
  icons: { person: ReactNode; chevron: ReactNode }
}

const itemClasses =
  'flex min-h-11 items-center rounded-xl px-3 text-sm font-medium text-ivory-100 hover:bg-ink-800 hover:text-gold-300 focus-visible:bg-ink-800'

/**
 * The member's account menu in the header: the hub, every member page in its group (the identity
 * area's list) and logout, in a disclosure menu (keyboard, Escape, hover). Shown only to
 * members, by the same CSS flag as the account link. On a phone it is one column that scrolls
 * inside the screen; wider, the groups sit in two columns.
 */
export function AccountMenu({ label, menuLabel, hub, groups, logout, icons }: Props) {
  const id = useId()
  return (
    <nav aria-label={menuLabel}>
      <DisclosureMenu
        className="relative"
        triggerClassName="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ivory-100 hover:text-gold-300 data-[state=open]:text-gold-300"
        trigger={
          <>
            {icons.person}
            <span className="hidden sm:inline">{label}</span>
            <span className="sr-only sm:hidden">{label}</span>
            {icons.chevron}
          </>
        }
        panelClassName="absolute top-full right-0 z-40 mt-2 max-h-[calc(100dvh-6rem)] w-64 overflow-y-auto overscroll-contain rounded-2xl border border-ink-700 bg-ink-900/95 p-2 shadow-card backdrop-blur sm:w-[34rem]"
      >
        <ul className="grid gap-x-2 gap-y-1 sm:grid-cols-2">
          <li className="sm:col-span-2">
            <Link href={hub.href} prefetch={false} className={itemClasses}>
              {hub.label}
            </Link>
          </li>
          {groups.map((group, index) => (
            <li key={group.label} className="pt-1">
              <p
                id={`${id}-group-${index}`}
                className="px-3 pt-1 pb-0.5 text-xs font-semibold tracking-wide text-gold-200 uppercase"
              >
                {group.label}
              </p>
              <ul aria-labelledby={`${id}-group-${index}`} className="flex flex-col gap-0.5">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} prefetch={false} className={itemClasses}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li className="border-t border-ink-700 pt-1 sm:col-span-2">
            {/* A route handler, not a page: a plain link, never prefetched. */}
            <a href={logout.href} className={itemClasses}>
              {logout.label}
            </a>
          </li>
        </ul>
      </DisclosureMenu>
    </nav>
  )
}
