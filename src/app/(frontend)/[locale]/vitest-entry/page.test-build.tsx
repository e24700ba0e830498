import { Menu } from 'lucide'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { LanguageSwitcher } from '@/features/content/ui/chrome/language-switcher'
import { MobileMenu } from '@/features/content/ui/chrome/mobile-menu'
import { buildKind } from '@/platform/config/build'
import { isLocale } from '@/platform/i18n/locales'
import { Accordion } from '@/ui/primitives/accordion'
import { ButtonLink } from '@/ui/primitives/button-link'
import { Container } from '@/ui/primitives/container'
import { Icon } from '@/ui/primitives/icon'

type Props = { params: Promise<{ locale: string }> }

// Rendered per request: nothing under [locale] is prerendered at build time, so builds never need
// a database (the 404 boundary of a prerendered page would query the site settings).
export const dynamic = 'force-dynamic'

export const metadata = { title: 'Vitest entry', robots: { index: false } }

/**
 * Test-only entry (test builds only): the design-system primitives on one page, so browser tests
 * can check them (keyboard, focus, axe) apart from CMS content.
 */
export default async function VitestEntry({ params }: Props) {
  if (buildKind !== 'test') notFound()
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'testEntry' })
  const tc = await getTranslations({ locale, namespace: 'common' })
  return (
    <main id="main">
      <Container className="space-y-10 py-12">
        <h1 className="text-4xl">{t('title')}</h1>
        <section aria-labelledby="buttons" className="flex flex-wrap gap-3">
          <h2 id="buttons" className="sr-only">
            Buttons
          </h2>
          <ButtonLink href="#primary">Primary</ButtonLink>
          <ButtonLink href="#secondary" appearance="secondary">
            Secondary
          </ButtonLink>
        </section>
        <Accordion
          entries={[
            { id: 'one', title: 'Question one', content: <p>Answer one</p> },
            { id: 'two', title: 'Question two', content: <p>Answer two</p> },
          ]}
        />
        <MobileMenu
          icon={<Icon icon={Menu} aria-hidden="true" className="size-6" />}
          items={[
            { label: 'Casinos', href: '#casinos', external: false, newTab: false, children: [] },
          ]}
          cta={null}
          labels={{ open: tc('openMenu'), close: tc('closeMenu'), title: tc('mainNavigation') }}
        >
          <LanguageSwitcher
            locale={locale}
            alternates={[]}
            label={tc('language')}
            switchToLabel={(language) => tc('switchTo', { language })}
          />
        </MobileMenu>
      </Container>
    </main>
  )
}
