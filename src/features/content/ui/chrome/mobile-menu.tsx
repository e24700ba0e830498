'use client'

import dynamic from 'next/dynamic'
import { useRef, useState, type ReactNode } from 'react'

import type { MobileMenuProps } from './mobile-menu-dialog'

const loadDialog = () => import('./mobile-menu-dialog')
const MobileMenuDialog = dynamic(loadDialog, { ssr: false })

/**
 * The phone menu button. The dialog code (Radix Dialog, ~18 KB gzip) is fetched when the visitor
 * shows intent (pointer or focus on the button) rather than with every page.
 */
export function MobileMenu({
  icon,
  ...props
}: MobileMenuProps & {
  /** The button's icon, rendered by the server: no icon library in the page's script. */
  icon: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const prefetch = () => void loadDialog()
  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-ivory-100 hover:text-gold-300 lg:hidden"
        aria-label={props.labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        {icon}
      </button>
      {requested ? (
        <MobileMenuDialog {...props} open={open} onOpenChange={setOpen} returnFocusTo={button} />
      ) : null}
    </>
  )
}
