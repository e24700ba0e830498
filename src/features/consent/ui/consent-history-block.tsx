import { getTranslations } from 'next-intl/server'

import { AccountBlockFrame, type ProfileDto } from '@/features/identity'
import type { ConsentHistoryBlock } from '@/payload-types'
import { formatInstant } from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'
import { blockId } from '@/ui/primitives/block-frame'

import { listConsentHistory } from '../server/consent-records'

type MemberBlockContext = { locale: Locale; member: ProfileDto | null }

/** The member's consent history on their profile, newest first (nothing for a visitor). */
export async function ConsentHistoryBlockView({
  block,
  context: { locale, member },
}: {
  block: ConsentHistoryBlock
  context: MemberBlockContext
}) {
  if (!member) return null
  const t = await getTranslations({ locale, namespace: 'consent.history' })
  const records = await listConsentHistory(await getPayloadClient(), member)
  const id = blockId('consent-history', block)
  return (
    // The profile's card, under the profile forms it follows.
    <AccountBlockFrame
      id={id}
      heading={block.heading || t('title')}
      intro={block.intro}
      width="wide"
    >
      {records.length === 0 ? (
        <p className="text-ink-200">{t('empty')}</p>
      ) : (
        <div
          className="overflow-x-auto rounded-xl border border-ink-800"
          role="region"
          tabIndex={0}
          aria-labelledby={`${id}-caption`}
        >
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption id={`${id}-caption`} className="px-3 py-2 text-left text-ink-300">
              {t('caption')}
            </caption>
            <thead className="bg-ink-900 text-xs tracking-widest text-ink-300 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('date')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('subject')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('choice')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('source')}
                </th>
              </tr>
            </thead>
            <tbody>
              {records.map((record) => (
                <tr key={record.id} className="border-t border-ink-800">
                  <td className="px-3 py-2 whitespace-nowrap text-ink-200">
                    <time dateTime={record.at}>{formatInstant(record.at, locale, 'short')}</time>
                  </td>
                  <td className="px-3 py-2 text-ivory-100">{t(`subjects.${record.subject}`)}</td>
                  <td className="px-3 py-2 text-ivory-100">
                    {record.granted ? t('granted') : t('withdrawn')}
                  </td>
                  <td className="px-3 py-2 text-ink-200">{t(`sources.${record.source}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AccountBlockFrame>
  )
}

/** The consent area's member blocks, by Payload block slug. */
export const consentBlockViews = { consentHistory: ConsentHistoryBlockView } as const
