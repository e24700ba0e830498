import { ChevronDown, Menu, Search } from 'lucide'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/ui/primitives/link'

import { MEMBER_PAGE_GROUPS, MEMBER_PAGE_ROUTES } from '@/features/identity'
import type { Header } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'
import { ButtonLink } from '@/ui/primitives/button-link'
import { Container } from '@/ui/primitives/container'

import { resolveLink, type LinkContext } from '../../domain/links'
import type { Alternate } from '../../domain/types'
import { AccountLink, type AccountLabels } from './account-link'
import { BrandHomeLink } from './brand-mark'
import { DesktopNav } from './desktop-nav'
import { LanguageSwitcher } from './language-switcher'
import { MobileMenu } from './mobile-menu'
import type { NavItem } from './nav-types'
import { Icon } from '@/ui/primitives/icon'

type Props = {
  header: Header | null
  siteName: string
  locale: Locale
  alternates: Alternate[]
  linkContext: LinkContext
}

function buildNavItems(header: Header | null, linkContext: LinkContext): NavItem[] {
  const items: NavItem[] = []
  for (const entry of header?.navigation ?? []) {
    const link = resolveLink(entry.link, linkContext)
    if (!link) continue
    const children = (entry.children ?? []).flatMap((child) => {
      const resolved = resolveLink(child.link, linkContext)
      return resolved ? [{ ...resolved, description: child.description ?? null }] : []
    })
    items.push({ ...link, children })
  }
  return items
}

export async function SiteHeader({ header, siteName, locale, alternates, linkContext }: Props) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const items = buildNavItems(header, linkContext)
  const cta = resolveLink(header?.cta, linkContext)
  const switcher = (
    <LanguageSwitcher
      locale={locale}
      alternates={alternates}
      label={t('language')}
      switchToLabel={(language) => t('switchTo', { language })}
    />
  )
  return (
    <header className="sticky top-0 z-30 border-b border-ink-800/80 bg-ink-950/85 backdrop-blur supports-[backdrop-filter]:bg-ink-950/70">
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
        <BrandHomeLink siteName={siteName} locale={locale} homeLabel={t('home')} />
        <DesktopNav
          items={items}
          label={t('mainNavigation')}
          chevron={
            <Icon
              icon={ChevronDown}
              aria-hidden="true"
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
            />
          }
        />
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">{switcher}</div>
          <Link
            href={getPathname({ href: '/search', locale })}
            prefetch={false}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium text-ivory-100 hover:text-gold-300"
          >
            <Icon icon={Search} aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('search')}</span>
          </Link>
          <AccountLink
            locale={locale}
            labels={{
              login: t('login'),
              myAccount: t('myAccount'),
              accountMenu: t('accountMenu'),
              logout: t('logout'),
              pages: Object.fromEntries(
                (['hub', ...MEMBER_PAGE_ROUTES] as const).map((route) => [
                  route,
                  t(`accountPages.${route}`),
                ]),
              ) as AccountLabels['pages'],
              groups: Object.fromEntries(
                MEMBER_PAGE_GROUPS.map((group) => [group, t(`accountGroups.${group}`)]),
              ) as AccountLabels['groups'],
            }}
          />
          {cta ? (
            // On phones the button lives in the menu sheet: the header keeps logo and menu only.
            <div className="hidden sm:block">
              <ButtonLink href={cta.href} external={cta.external} newTab={cta.newTab}>
                {cta.label}
              </ButtonLink>
            </div>
          ) : null}
          <MobileMenu
            icon={<Icon icon={Menu} aria-hidden="true" className="size-6" />}
            items={items}
            cta={cta}
            labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('mainNavigation') }}
          >
            {switcher}
          </MobileMenu>
        </div>
      </Container>
    </header>
  )
}
