'use client'

import type { ReactNode } from 'react'

import { DisclosureMenu, DisclosureMenuGroup } from '@/ui/primitives/disclosure-menu'
import { Link } from '@/ui/primitives/link'
import { SmartLink } from '@/ui/primitives/smart-link'

import type { NavItem } from './nav-types'

const topClass =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium text-ivory-100 transition-colors hover:text-gold-300 data-[state=open]:text-gold-300'

/**
 * Desktop navigation: a link per page, and for a page with sub-pages a disclosure menu (keyboard,
 * Escape, hover; src/ui/primitives/disclosure-menu.tsx).
 */
export function DesktopNav({
  items,
  label,
  chevron,
}: {
  items: NavItem[]
  label: string
  /** A sub-menu's chevron, rendered by the server: no icon library in the page's script. */
  chevron: ReactNode
}) {
  return (
    <nav aria-label={label} className="relative hidden lg:block">
      <DisclosureMenuGroup>
        <ul className="flex items-center gap-1">
          {items.map((item) =>
            item.children.length === 0 ? (
              <li key={item.href + item.label}>
                <SmartLink link={item} className={topClass} />
              </li>
            ) : (
              <li key={item.href + item.label}>
                <DisclosureMenu
                  triggerClassName={`group ${topClass}`}
                  trigger={
                    <>
                      {item.label}
                      {chevron}
                    </>
                  }
                  panelClassName="absolute top-full left-0 z-40 mt-2 w-[min(36rem,80vw)] rounded-2xl border border-ink-700 bg-ink-900/95 p-3 shadow-card backdrop-blur"
                >
                  <ul className="grid gap-1 sm:grid-cols-2">
                    <li className="sm:col-span-2">
                      <SmartLink
                        link={item}
                        className="block rounded-xl px-3 py-2 font-display text-lg text-gold-300 hover:bg-ink-800"
                      />
                    </li>
                    {item.children.map((child) => (
                      <li key={child.href + child.label}>
                        <Link
                          href={child.href}
                          className="block rounded-xl px-3 py-2 hover:bg-ink-800 focus-visible:bg-ink-800"
                        >
                          <span className="block text-sm font-semibold text-ivory-100">
                            {child.label}
                          </span>
                          {child.description ? (
                            <span className="mt-0.5 block text-xs text-ink-300">
                              {child.description}
                            </span>
                          ) : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </DisclosureMenu>
              </li>
            ),
          )}
        </ul>
      </DisclosureMenuGroup>
    </nav>
  )
}
