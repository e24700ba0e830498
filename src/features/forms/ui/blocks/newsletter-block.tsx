import { getTranslations } from 'next-intl/server'

import type { NewsletterSignupBlock } from '@/payload-types'
import { BlockFrame, blockId, type BlockViewProps } from '@/ui/primitives/block-frame'

import { isNewsletterList, NEWSLETTER_LISTS } from '../../domain'
import { loadCaptchaProps, loadPublicFormStrings } from '../load-form-strings'
import { NewsletterForm } from './lazy-blocks'

export async function NewsletterSignupBlockView({
  block,
  context: { locale },
}: BlockViewProps<NewsletterSignupBlock>) {
  const t = await getTranslations({ locale, namespace: 'forms.newsletter' })
  const [common, captcha] = await Promise.all([
    loadPublicFormStrings(locale),
    loadCaptchaProps(locale),
  ])
  const chosen = (block.lists ?? []).filter(isNewsletterList)
  return (
    <BlockFrame
      id={blockId('newsletter', block)}
      heading={block.heading ?? t('title')}
      intro={block.intro}
    >
      <NewsletterForm
        locale={locale}
        captcha={captcha}
        lists={chosen.length > 0 ? chosen : [...NEWSLETTER_LISTS]}
        strings={{
          ...common,
          email: t('email'),
          listsLegend: t('listsLegend'),
          lists: {
            casino: t('lists.casino'),
            hotel: t('lists.hotel'),
            partner: t('lists.partner'),
          },
          submit: t('submit'),
          success: t('success', { email: '{email}' }),
          privacy: t('privacy'),
        }}
      />
    </BlockFrame>
  )
}
