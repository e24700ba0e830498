import { getTranslations } from 'next-intl/server'

import { AccountBlockFrame, type ProfileDto } from '@/features/identity'
import type { DataExportBlock } from '@/payload-types'
import { formatFileSize, formatInstant } from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'
import { ApiActionButton } from '@/ui/primitives/lazy-primitives'
import { blockId } from '@/ui/primitives/block-frame'

import { AccountClosureBlockView } from './account-closure-block'
import { checkExportLink, listMemberExports, type MemberExport } from '../server/data-exports'

type MemberBlockContext = {
  locale: Locale
  member: ProfileDto | null
  query?: Readonly<Record<string, string | string[] | undefined>>
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null)

/** Wall-clock time of the request (a server component renders once per request). */
const requestTime = () => Date.now()

/**
 * "My data": the member asks for a copy of their personal data, sees each copy's state and
 * downloads the ready ones. Opened from the mail's link (?export=…&token=…), it says whether that
 * copy is ready, expired, or not this account's.
 */
export async function DataExportBlockView({
  block,
  context: { locale, member, query },
}: {
  block: DataExportBlock
  context: MemberBlockContext
}) {
  if (!member) return null
  const t = await getTranslations({ locale, namespace: 'privacy' })
  const now = requestTime()
  const payload = await getPayloadClient()
  const { exports, next } = await listMemberExports(payload, member.id, now)
  const linked = Number(single(query?.export))
  const token = single(query?.token)
  const link =
    Number.isSafeInteger(linked) && linked > 0 && token
      ? await checkExportLink(payload, member.id, linked, token, now)
      : null
  const id = blockId('data-export', block)

  return (
    <AccountBlockFrame
      id={id}
      heading={block.heading || t('title')}
      intro={block.intro || t('intro')}
      width="wide"
    >
      {link ? (
        <p
          role={link === 'ready' ? 'status' : 'alert'}
          className={link === 'ready' ? 'mb-6 text-gold-200' : 'mb-6 text-ruby-400'}
        >
          {t(`link.${link}`)}
        </p>
      ) : null}
      {next.allowed ? (
        <ApiActionButton
          endpoint="/api/epc/privacy/exports"
          strings={{
            button: t('request'),
            pending: t('requesting'),
            done: t('requested'),
            failed: t('failedToSend'),
          }}
        />
      ) : (
        // Announced: this is what the page says once the request is made (the button is gone).
        <p role="status" className="text-ink-200">
          {next.from === null
            ? t('pending')
            : t('nextFrom', { date: formatInstant(next.from, locale, 'long') })}
        </p>
      )}
      <ExportList id={id} exports={exports} locale={locale} linked={linked} t={t} />
    </AccountBlockFrame>
  )
}

function ExportList({
  id,
  exports,
  locale,
  linked,
  t,
}: {
  id: string
  exports: MemberExport[]
  locale: Locale
  linked: number
  t: Awaited<ReturnType<typeof getTranslations<'privacy'>>>
}) {
  if (exports.length === 0) return <p className="mt-6 text-ink-300">{t('empty')}</p>
  return (
    <div
      className="mt-6 overflow-x-auto rounded-xl border border-ink-800"
      role="region"
      tabIndex={0}
      aria-labelledby={`${id}-caption`}
    >
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption id={`${id}-caption`} className="px-3 py-2 text-left text-ink-300">
          {t('listCaption')}
        </caption>
        <thead className="bg-ink-900 text-xs tracking-widest text-ink-300 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('requestedOn')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('state')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('action')}
            </th>
          </tr>
        </thead>
        <tbody>
          {exports.map((item) => {
            const requested = formatInstant(item.requestedAt, locale, 'short')
            const size = formatFileSize(item.size ?? 0, locale)
            return (
              <tr
                key={item.id}
                className="border-t border-ink-800"
                aria-current={item.id === linked ? 'true' : undefined}
              >
                <td className="px-3 py-2 whitespace-nowrap text-ink-200">
                  <time dateTime={item.requestedAt}>{requested}</time>
                </td>
                <td className="px-3 py-2 text-ivory-100">
                  {item.state === 'ready' && item.expiresAt
                    ? t('states.ready', { date: formatInstant(item.expiresAt, locale, 'short') })
                    : t(`states.${item.state}`)}
                </td>
                <td className="px-3 py-2">
                  {item.state === 'ready' ? (
                    <a
                      href={`/api/epc/privacy/exports/${item.id}?lang=${locale}`}
                      aria-label={t('downloadLabel', { date: requested, size })}
                      className="font-semibold text-gold-300 underline underline-offset-4 hover:text-gold-200"
                    >
                      {t('download', { size })}
                    </a>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** The privacy area's member blocks, by Payload block slug. */
export const privacyBlockViews = {
  dataExport: DataExportBlockView,
  accountClosure: AccountClosureBlockView,
} as const
