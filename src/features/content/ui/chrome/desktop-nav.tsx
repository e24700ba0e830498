'use client'

import { ChevronDown } from 'lucide-react'
import { Link } from '@/ui/primitives/link'
import { NavigationMenu } from 'radix-ui'

import type { NavItem, NavLink } from './nav-types'

function ItemLink({ link, className }: { link: NavLink; className: string }) {
  if (link.external || link.newTab) {
    return (
      <NavigationMenu.Link asChild>
        <a
          href={link.href}
          className={className}
          target={link.newTab ? '_blank' : undefined}
          rel="noopener noreferrer"
        >
          {link.label}
        </a>
      </NavigationMenu.Link>
    )
  }
  return (
    <NavigationMenu.Link asChild>
      <Link href={link.href} className={className}>
        {link.label}
      </Link>
    </NavigationMenu.Link>
  )
}

const topClass =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium text-ivory-100 transition-colors hover:text-gold-300 data-[state=open]:text-gold-300'

/** Desktop navigation with keyboard-accessible dropdowns (Radix NavigationMenu). */
export function DesktopNav({ items, label }: { items: NavItem[]; label: string }) {
  return (
    <NavigationMenu.Root aria-label={label} className="relative hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-1">
        {items.map((item) =>
          item.children.length === 0 ? (
            <NavigationMenu.Item key={item.href + item.label}>
              <ItemLink link={item} className={topClass} />
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.href + item.label}>
              <NavigationMenu.Trigger className={topClass}>
                {item.label}
                <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[min(36rem,80vw)] rounded-2xl border border-ink-700 bg-ink-900/95 p-3 shadow-card backdrop-blur">
                <ul className="grid gap-1 sm:grid-cols-2">
                  <li className="sm:col-span-2">
                    <ItemLink
                      link={item}
                      className="block rounded-xl px-3 py-2 font-display text-lg text-gold-300 hover:bg-ink-800"
                    />
                  </li>
                  {item.children.map((child) => (
                    <li key={child.href + child.label}>
                      <NavigationMenu.Link asChild>
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
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
