'use client'

import { ChevronDown, CircleUserRound } from 'lucide-react'
import { NavigationMenu } from 'radix-ui'

import { Link } from '@/ui/primitives/link'

export type AccountMenuLink = { href: string; label: string; kind?: 'page' | 'logout' }

type Props = { label: string; menuLabel: string; links: AccountMenuLink[] }

const itemClasses =
  'flex min-h-11 items-center rounded-xl px-3 text-sm font-medium text-ivory-100 hover:bg-ink-800 hover:text-gold-300 focus-visible:bg-ink-800'

/**
 * The member's account menu in the header: the member area's pages (hub, loyalty, points history,
 * card, profile) and logout, keyboard-accessible (Radix NavigationMenu, already on every page for
 * the main navigation). Shown only to members, by the same CSS flag as the account link.
 */
export function AccountMenu({ label, menuLabel, links }: Props) {
  return (
    <NavigationMenu.Root aria-label={menuLabel} className="relative">
      <NavigationMenu.List>
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ivory-100 hover:text-gold-300 data-[state=open]:text-gold-300">
            <CircleUserRound aria-hidden="true" className="size-5 text-gold-300" />
            <span className="hidden sm:inline">{label}</span>
            <span className="sr-only sm:hidden">{label}</span>
            <ChevronDown aria-hidden="true" className="size-4" />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full right-0 z-40 mt-2 w-64 rounded-2xl border border-ink-700 bg-ink-900/95 p-2 shadow-card backdrop-blur">
            <ul className="flex flex-col gap-0.5">
              {links.map((link) => (
                <li key={link.href}>
                  <NavigationMenu.Link asChild>
                    {link.kind === 'logout' ? (
                      // A route handler, not a page: a plain link, never prefetched.
                      <a href={link.href} className={itemClasses}>
                        {link.label}
                      </a>
                    ) : (
                      <Link href={link.href} prefetch={false} className={itemClasses}>
                        {link.label}
                      </Link>
                    )}
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
