import type { AcceptTermsBlock } from '@/payload-types'
import { localizePath, type Locale } from '@/platform/i18n/locales'

import { AcceptTermsForm } from '../forms/lazy-forms'
import { accountHref } from '../shared/account-href'
import { ACCEPT_TERMS_KEYS, pickFormKit, pickStrings } from '../strings'
import type { AccountBlockContext } from '../types'
import { AccountBlockFrame, frameId } from './account-block-frame'
import { loadAccountTranslator } from './load-strings'

/** The terms page's public path, when the relationship came populated (a bare id has no path). */
export function resolveTermsHref(termsPage: AcceptTermsBlock['termsPage'], locale: Locale) {
  if (!termsPage || typeof termsPage !== 'object' || !termsPage.path) return null
  return localizePath(termsPage.path, locale)
}

export async function AcceptTermsBlockView({
  block,
  context,
}: {
  block: AcceptTermsBlock
  context: AccountBlockContext
}) {
  const { locale } = context
  const t = await loadAccountTranslator(locale)
  const strings = pickStrings(t, 'acceptTerms', ACCEPT_TERMS_KEYS)
  return (
    <AccountBlockFrame
      id={frameId(block)}
      heading={block.heading || strings.title}
      intro={block.intro || strings.intro}
    >
      <AcceptTermsForm
        locale={locale}
        kit={pickFormKit(t)}
        strings={strings}
        termsHref={resolveTermsHref(block.termsPage, locale)}
        links={{ profile: accountHref('profile', locale) }}
      />
    </AccountBlockFrame>
  )
}
