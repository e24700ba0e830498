import { getTranslations } from 'next-intl/server'

import { casinoSlugOf, getCasinos, getHotels } from '@/features/venues'
import type { ContactFormBlock } from '@/payload-types'
import { BlockFrame, blockId, type BlockViewProps } from '@/ui/primitives/block-frame'

import { CONTACT_FIELDS } from '../../domain'
import type { ContactFormStrings } from '../contact-form'
import { loadCaptchaProps, loadPublicFormStrings } from '../load-form-strings'
import { ContactForm } from './lazy-blocks'

export async function ContactFormBlockView({
  block,
  context: { locale },
}: BlockViewProps<ContactFormBlock>) {
  const t = await getTranslations({ locale, namespace: 'forms.contact' })
  const [common, captcha, casinos, hotels, preselected] = await Promise.all([
    loadPublicFormStrings(locale),
    loadCaptchaProps(locale),
    getCasinos(locale),
    getHotels(locale),
    casinoSlugOf(block.casino, locale),
  ])
  const labels = Object.fromEntries(
    [...CONTACT_FIELDS, 'captcha' as const].map((field) => [field, t(`fields.${field}`)]),
  ) as ContactFormStrings['labels']
  return (
    <BlockFrame
      id={blockId('contact', block)}
      heading={block.heading ?? t('title')}
      intro={block.intro}
    >
      <ContactForm
        locale={locale}
        captcha={captcha}
        defaultVenue={preselected ? `casino:${preselected}` : null}
        venues={[
          ...casinos.map((casino) => ({ value: `casino:${casino.slug}`, label: casino.name })),
          ...hotels.map((hotel) => ({ value: `hotel:${hotel.slug}`, label: hotel.name })),
        ]}
        strings={{
          ...common,
          labels,
          anyVenue: t('anyVenue'),
          submit: t('submit'),
          success: t('success'),
        }}
      />
    </BlockFrame>
  )
}
