export type NavLink = { label: string; href: string; external: boolean; newTab: boolean }
export type NavItem = NavLink & { children: (NavLink & { description: string | null })[] }
