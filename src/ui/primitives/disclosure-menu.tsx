'use client'

import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

/** Which menu of a group is open: opening one closes the others (the main navigation). */
type Group = { open: string | null; show: (id: string) => void; hide: (id: string) => void }
const GroupContext = createContext<Group | null>(null)

export function DisclosureMenuGroup({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(null)
  const group: Group = {
    open,
    show: (id) => setOpen(id),
    // A late close (the hover's delay) never closes the menu opened since.
    hide: (id) => setOpen((current) => (current === id ? null : current)),
  }
  return <GroupContext value={group}>{children}</GroupContext>
}

type Props = {
  /** The button's content: its text is the menu's name. */
  trigger: ReactNode
  triggerClassName: string
  panelClassName: string
  className?: string
  /** The panel's content, rendered only while open (the page's HTML stays small). */
  children: ReactNode
}

const HOVER_CLOSE_DELAY_MS = 200

/**
 * A navigation menu by the disclosure pattern (WAI-ARIA APG, "disclosure navigation menu"): a
 * button with `aria-expanded` shows or hides a panel of links. Enter, Space or a click toggle it;
 * Escape closes it and gives the focus back to the button; a click outside, the focus leaving it
 * or a link followed close it; a mouse hovering opens it. A few hundred bytes where a full menu
 * library weighed ~20 KB of every page's JavaScript.
 */
export function DisclosureMenu({
  trigger,
  triggerClassName,
  panelClassName,
  className,
  children,
}: Props) {
  const id = useId()
  const group = use(GroupContext)
  const [ownOpen, setOwnOpen] = useState(false)
  const open = group ? group.open === id : ownOpen
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const hoverClose = useRef<number | undefined>(undefined)
  // A click right after the pointer opened the menu by hovering keeps it open.
  const openedByHover = useRef(false)

  const setOpen = (value: boolean) => {
    window.clearTimeout(hoverClose.current)
    if (!value) openedByHover.current = false
    if (!group) setOwnOpen(value)
    else if (value) group.show(id)
    else group.hide(id)
  }
  const close = useEffectEvent(() => setOpen(false))

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])
  useEffect(() => () => window.clearTimeout(hoverClose.current), [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    button.current?.focus()
  }

  return (
    <div
      ref={root}
      className={className}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (open && next && !root.current?.contains(next)) setOpen(false)
      }}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return
        window.clearTimeout(hoverClose.current)
        if (!open) {
          openedByHover.current = true
          setOpen(true)
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse' || !open) return
        hoverClose.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        data-state={open ? 'open' : 'closed'}
        className={triggerClassName}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false
          else setOpen(!open)
        }}
      >
        {trigger}
      </button>
      <div
        id={`${id}-panel`}
        hidden={!open}
        className={panelClassName}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false)
        }}
      >
        {open ? children : null}
      </div>
    </div>
  )
}
