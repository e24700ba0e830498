'use client'

import { X } from 'lucide'
import { Link } from '@/ui/primitives/link'
import { Dialog } from 'radix-ui'
import type { RefObject } from 'react'

import type { NavItem, NavLink } from './nav-types'
import { Icon } from '@/ui/primitives/icon'

export type MobileMenuProps = {
  items: NavItem[]
  cta: NavLink | null
  labels: { open: string; close: string; title: string }
  children?: React.ReactNode
}

type DialogProps = MobileMenuProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button, which gets the focus back when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

function MenuLink({
  link,
  className,
  onNavigate,
}: {
  link: NavLink
  className: string
  onNavigate: () => void
}) {
  if (link.external || link.newTab) {
    return (
      <a
        href={link.href}
        className={className}
        target={link.newTab ? '_blank' : undefined}
        rel="noopener noreferrer"
      >
        {link.label}
      </a>
    )
  }
  return (
    <Link href={link.href} className={className} onClick={onNavigate}>
      {link.label}
    </Link>
  )
}

/**
 * The phone menu sheet (Radix Dialog): focus trap, Escape, scroll lock and a labelled close button.
 * Loaded on the first tap of the menu button (see mobile-menu.tsx), not with the page.
 */
export default function MobileMenuDialog({
  items,
  cta,
  labels,
  children,
  open,
  onOpenChange,
  returnFocusTo,
}: DialogProps) {
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,100vw)] flex-col overflow-y-auto bg-ink-900 p-5 shadow-card"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-xl text-gold-300">
              {labels.title}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full text-ivory-100 hover:text-gold-300"
              aria-label={labels.close}
            >
              <Icon icon={X} aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{labels.title}</Dialog.Description>
          <nav aria-label={labels.title} className="mt-6">
            <ul className="space-y-1">
              {items.map((item) => (
                <li key={item.href + item.label}>
                  <MenuLink
                    link={item}
                    onNavigate={close}
                    className="block rounded-xl px-3 py-3 font-display text-lg text-ivory-100 hover:bg-ink-800"
                  />
                  {item.children.length > 0 ? (
                    <ul className="mb-2 ml-3 border-l border-ink-700 pl-3">
                      {item.children.map((child) => (
                        <li key={child.href + child.label}>
                          <MenuLink
                            link={child}
                            onNavigate={close}
                            className="block rounded-lg px-3 py-2 text-sm text-ink-200 hover:bg-ink-800 hover:text-gold-300"
                          />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          {cta ? (
            <MenuLink
              link={cta}
              onNavigate={close}
              className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-gold-400 px-6 font-semibold text-ink-950 hover:bg-gold-300"
            />
          ) : null}
          {children ? <div className="mt-6 border-t border-ink-700 pt-4">{children}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
