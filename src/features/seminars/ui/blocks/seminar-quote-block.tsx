import { getTranslations } from 'next-intl/server'

import { casinoSlugOf, getCasinos, getHotels } from '@/features/venues'
import type { SeminarQuoteFormBlock } from '@/payload-types'
import { loadCaptchaProps } from '@/platform/security/captcha/captcha-props'
import { BlockFrame, blockId, type BlockViewProps } from '@/ui/primitives/block-frame'

import { QUOTE_EVENT_TYPES } from '../../domain'
import { QUOTE_ERROR_CODES, QUOTE_FIELDS } from '../quote-fields'
import { QuoteRequestForm } from './lazy-blocks'

export async function SeminarQuoteFormBlockView({
  block,
  context: { locale },
}: BlockViewProps<SeminarQuoteFormBlock>) {
  const t = await getTranslations({ locale, namespace: 'venues.quote' })
  const [casinos, hotels, preselected, captcha] = await Promise.all([
    getCasinos(locale),
    getHotels(locale),
    casinoSlugOf(block.casino, locale),
    loadCaptchaProps(locale),
  ])
  const labels = Object.fromEntries(QUOTE_FIELDS.map((field) => [field, t(`fields.${field}`)]))
  const errors = Object.fromEntries(QUOTE_ERROR_CODES.map((code) => [code, t(`errors.${code}`)]))
  return (
    <BlockFrame
      id={blockId('quote', block)}
      heading={block.heading ?? t('title')}
      intro={block.intro}
    >
      <QuoteRequestForm
        locale={locale}
        defaultVenue={preselected ? `casino:${preselected}` : null}
        venues={[
          ...casinos.map((casino) => ({ value: `casino:${casino.slug}`, label: casino.name })),
          ...hotels.map((hotel) => ({ value: `hotel:${hotel.slug}`, label: hotel.name })),
        ]}
        eventTypes={QUOTE_EVENT_TYPES.map((value) => ({ value, label: t(`eventTypes.${value}`) }))}
        strings={{
          labels: labels as Record<(typeof QUOTE_FIELDS)[number], string>,
          errors: errors as Record<(typeof QUOTE_ERROR_CODES)[number], string>,
          choose: t('choose'),
          submit: t('submit'),
          sending: t('sending'),
          success: t('success'),
          failure: t('failure'),
          requiredNote: t('requiredNote'),
          tooManyRequests: t('tooManyRequests', { minutes: '{minutes}' }),
          unexpected: t('unexpected'),
        }}
        captcha={captcha}
      />
    </BlockFrame>
  )
}
