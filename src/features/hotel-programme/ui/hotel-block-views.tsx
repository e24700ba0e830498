import { cache } from 'react'

import { accountPath, type ProfileDto } from '@/features/identity'
import type { HotelCardBlock, HotelDashboardBlock, HotelStaysBlock } from '@/payload-types'
import { formatInstant } from '@/platform/format'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { getPayloadClient } from '@/platform/payload'
import { BlockFrame, blockId } from '@/ui/primitives/block-frame'
import { Link } from '@/ui/primitives/link'
import { ProgressBar } from '@/ui/primitives/progress-bar'
import { CardQrCode } from '@/ui/primitives/scan-codes'
import { StatusBadge } from '@/ui/primitives/status-badge'

import { HOTEL_CARD_ROUTE, HOTEL_DASHBOARD_ROUTE, SPOUSE_INVITATION_PARAM } from '../server/paths'
import { readHotelProgramme, type HotelProgrammeView } from '../server/programme'
import { previewSpouseInvitation } from '../server/spouses'
import { ProgrammeAction, SpouseControls } from './lazy-forms'

type MemberBlockContext = {
  locale: Locale
  member: ProfileDto | null
  query?: Readonly<Record<string, string | string[] | undefined>>
}
type Enrolled = Extract<HotelProgrammeView, { enrolled: true }>

const translator = (locale: Locale) => getTranslator(locale, 'hotelProgramme')
/** A calendar day ('YYYY-MM-DD'): noon UTC is that same day in Paris in every season. */
const formatDay = (day: string, locale: Locale) =>
  formatInstant(day.length === 10 ? `${day}T12:00:00.000Z` : day, locale, 'day')
const pageLink = (
  route: typeof HOTEL_CARD_ROUTE | typeof HOTEL_DASHBOARD_ROUTE | 'stays',
  locale: Locale,
) => localizePath(accountPath(route, locale), locale)

/**
 * The member's programme, read once per render: a page with the dashboard and the stays blocks
 * counts the site's ended stays and evaluates the status once, not once per block.
 */
const loadProgramme = cache(async (memberId: number, locale: Locale) =>
  readHotelProgramme({ payload: await getPayloadClient() }, memberId, locale, Date.now()),
)

function AdvantagesList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-ink-300">{empty}</p>
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-ivory-100">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

function JoinProgramme({
  programme,
  locale,
}: {
  programme: Extract<HotelProgrammeView, { enrolled: false }>
  locale: Locale
}) {
  const t = translator(locale)
  return (
    <div className="flex flex-col gap-6" data-testid="hotel-join">
      <div className="flex flex-col gap-2">
        <h3 className="text-2xl text-ivory-50">{t('ui.join.title')}</h3>
        <p className="max-w-3xl text-ink-200">{t('ui.join.text')}</p>
        <p className="max-w-3xl text-ink-200">
          {t('ui.join.rule', {
            nights: programme.thresholds.nights,
            stays: programme.thresholds.stays,
          })}
        </p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {(['decouverte', 'infiniment'] as const).map((status) => (
          <div key={status} className="rounded-xl border border-ink-700 p-4">
            <h4 className="mb-2 font-sans text-lg font-semibold text-gold-200">
              {t('ui.join.advantagesOf', { status: t(`statuses.${status}`) })}
            </h4>
            <AdvantagesList items={programme.advantages[status]} empty={t('ui.noAdvantages')} />
          </div>
        ))}
      </div>
      <ProgrammeAction
        endpoint="/api/epc/hotel-programme/enrolment"
        strings={{
          button: t('ui.join.button'),
          pending: t('ui.join.joining'),
          done: t('ui.join.joined'),
          failed: t('ui.join.failed'),
        }}
      />
      {programme.collaboratorEligible ? <BecomeCollaborator locale={locale} /> : null}
    </div>
  )
}

/** "I work for the group": offered when the account's e-mail is of an allowed domain. */
function BecomeCollaborator({ locale }: { locale: Locale }) {
  const t = translator(locale)
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-gold-400/50 p-4"
      data-testid="hotel-collaborator"
    >
      <h3 className="font-sans text-lg font-semibold text-gold-200">
        {t('ui.collaborator.title')}
      </h3>
      <p className="max-w-3xl text-ink-200">{t('ui.collaborator.text')}</p>
      <ProgrammeAction
        endpoint="/api/epc/hotel-programme/collaborator"
        strings={{
          button: t('ui.collaborator.button'),
          pending: t('ui.collaborator.sending'),
          done: t('ui.collaborator.done'),
          failed: t('ui.collaborator.failed'),
        }}
      />
    </div>
  )
}

/** The holder's spouse card (invite, pending, active; revoke) or, for a spouse, whose it is. */
function SpouseSection({ programme, locale }: { programme: Enrolled; locale: Locale }) {
  const t = translator(locale)
  const { spouse } = programme
  if (spouse?.role === 'spouse') {
    return (
      <p
        className="rounded-xl border border-gold-400/50 p-4 text-ivory-100"
        data-testid="hotel-spouse"
      >
        {t('ui.spouse.linked', {
          holder: spouse.holderName,
          number: spouse.holderNumber,
          date: formatDay(spouse.since, locale),
        })}
      </p>
    )
  }
  return (
    <section
      aria-labelledby="hotel-spouse-title"
      className="flex flex-col gap-3 rounded-xl border border-ink-700 p-4"
      data-testid="hotel-spouse"
    >
      <h3 id="hotel-spouse-title" className="font-sans text-lg font-semibold text-gold-200">
        {t('ui.spouse.title')}
      </h3>
      {/* One controls component in both states: what the last call said survives the refresh. */}
      {spouse === null ? (
        <p className="max-w-3xl text-ink-200">{t('ui.spouse.text')}</p>
      ) : (
        <p className="text-ivory-100">
          {spouse.state === 'active'
            ? t('ui.spouse.active', {
                name: spouse.name ?? spouse.email,
                email: spouse.email,
                date: formatDay(spouse.since, locale),
              })
            : t('ui.spouse.pending', {
                email: spouse.email,
                date: formatDay(spouse.since, locale),
              })}
        </p>
      )}
      <SpouseControls
        mode={spouse === null ? 'invite' : 'revoke'}
        invite={{
          email: t('ui.spouse.email'),
          invite: t('ui.spouse.invite'),
          inviting: t('ui.spouse.inviting'),
          invited: t('ui.spouse.invited'),
          failed: t('ui.spouse.failed'),
        }}
        revoke={{
          button: spouse?.state === 'active' ? t('ui.spouse.revoke') : t('ui.spouse.cancel'),
          pending: t('ui.spouse.revoking'),
          done: t('ui.spouse.revoked'),
          failed: t('ui.spouse.failed'),
        }}
      />
    </section>
  )
}

/** The invitation's link (`?conjoint=…`): who invites, and the button to accept. */
async function SpouseInvitationPanel({
  token,
  memberId,
  locale,
}: {
  token: string
  memberId: number
  locale: Locale
}) {
  const t = translator(locale)
  const preview = await previewSpouseInvitation(
    { payload: await getPayloadClient() },
    memberId,
    token,
  )
  return (
    <section
      aria-labelledby="hotel-spouse-invitation"
      className="mb-8 flex flex-col gap-3 rounded-xl border border-gold-400/60 bg-ink-900 p-4"
      data-testid="hotel-spouse-invitation"
    >
      <h3 id="hotel-spouse-invitation" className="font-sans text-lg font-semibold text-gold-200">
        {t('ui.spouse.acceptTitle')}
      </h3>
      {preview === null ? (
        <p className="text-ivory-100">{t('ui.spouse.invalid')}</p>
      ) : !preview.forThisMember ? (
        <p className="text-ivory-100">{t('ui.spouse.notForYou')}</p>
      ) : (
        <>
          <p className="text-ivory-100">
            {t('ui.spouse.acceptText', { holder: preview.holderName })}
          </p>
          <ProgrammeAction
            endpoint="/api/epc/hotel-programme/spouse/acceptance"
            body={{ token }}
            strings={{
              button: t('ui.spouse.accept'),
              pending: t('ui.spouse.accepting'),
              done: t('ui.spouse.accepted'),
              failed: t('ui.spouse.failed'),
            }}
          />
        </>
      )}
    </section>
  )
}

const invitationToken = (query: MemberBlockContext['query']) => {
  const value = query?.[SPOUSE_INVITATION_PARAM]
  const token = Array.isArray(value) ? value[0] : value
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null
}

function Numbers({ programme, locale }: { programme: Enrolled; locale: Locale }) {
  const t = translator(locale)
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-ink-300">{t('ui.statusLabel')}</dt>
        <dd className="text-xl font-semibold text-gold-200" data-hotel-status={programme.status}>
          {t(`statuses.${programme.status}`)}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-ink-300">{t('ui.infinimentNumber')}</dt>
        <dd className="font-mono text-xl tracking-wider text-ivory-50">
          {programme.infinimentNumber}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-ink-300">{t('ui.ibNumber')}</dt>
        <dd className="font-mono text-xl tracking-wider text-ivory-50">
          {programme.ibNumber ?? (
            <span className="font-sans text-base text-ink-300">{t('ui.noIbNumber')}</span>
          )}
        </dd>
      </div>
    </dl>
  )
}

function ProgressToInfiniment({ programme, locale }: { programme: Enrolled; locale: Locale }) {
  const t = translator(locale)
  const { progress, thresholds } = programme
  if (programme.status === 'infiniment') {
    return programme.infinimentUntil ? (
      <p className="text-ivory-100">
        {t('ui.keptUntil', { date: formatDay(programme.infinimentUntil, locale) })}
      </p>
    ) : null
  }
  if (programme.status !== 'decouverte') return null
  const percent = (value: number, max: number) => Math.min(100, Math.round((value / max) * 100))
  return (
    <div className="flex flex-col gap-4" data-testid="hotel-progress">
      <p className="text-lg text-ivory-50">
        {t('ui.missing', { nights: progress.nightsNeeded, stays: progress.staysNeeded })}{' '}
        {progress.byWhen ? t('ui.byWhen', { date: formatDay(progress.byWhen, locale) }) : null}
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <ProgressBar
          id="hotel-nights"
          label={t('ui.nightsLabel')}
          valueText={t('ui.nightsProgress', { nights: progress.nights, target: thresholds.nights })}
          value={Math.min(progress.nights, thresholds.nights)}
          max={thresholds.nights}
          percent={percent(progress.nights, thresholds.nights)}
        />
        <ProgressBar
          id="hotel-stays"
          label={t('ui.staysLabel')}
          valueText={t('ui.staysProgress', { stays: progress.stays, target: thresholds.stays })}
          value={Math.min(progress.stays, thresholds.stays)}
          max={thresholds.stays}
          percent={percent(progress.stays, thresholds.stays)}
        />
      </div>
    </div>
  )
}

/** The hotel programme's dashboard: status, numbers, progress to Infiniment, advantages. */
export async function HotelDashboardBlockView({
  block,
  context,
}: {
  block: HotelDashboardBlock
  context: MemberBlockContext
}) {
  const { locale, member } = context
  if (!member) return null
  const t = translator(locale)
  const programme = await loadProgramme(member.id, locale)
  const id = blockId('hotel-dashboard', block)
  const heading = block.heading || t('ui.dashboardTitle')
  const token = invitationToken(context.query)
  const invitation = token ? (
    <SpouseInvitationPanel token={token} memberId={member.id} locale={locale} />
  ) : null
  if (!programme.enrolled) {
    return (
      <BlockFrame id={id} heading={heading} intro={block.intro}>
        {invitation}
        <JoinProgramme programme={programme} locale={locale} />
      </BlockFrame>
    )
  }
  const isSpouse = programme.spouse?.role === 'spouse'
  return (
    <BlockFrame id={id} heading={heading} intro={block.intro}>
      {isSpouse ? null : invitation}
      <div className="flex flex-col gap-8" data-testid="hotel-dashboard">
        <p className="text-ink-200">
          {t('ui.memberSince', { date: formatDay(programme.enrolledAt, locale) })}
        </p>
        <Numbers programme={programme} locale={locale} />
        {isSpouse && programme.status !== 'infiniment' ? null : (
          <ProgressToInfiniment programme={programme} locale={locale} />
        )}
        {programme.collaboratorEligible ? <BecomeCollaborator locale={locale} /> : null}
        <SpouseSection programme={programme} locale={locale} />
        <div className="flex flex-col gap-2">
          <h3 className="text-2xl text-ivory-50">{t('ui.advantages')}</h3>
          <AdvantagesList items={programme.advantages} empty={t('ui.noAdvantages')} />
        </div>
        <p className="flex flex-wrap gap-6">
          <Link href={pageLink(HOTEL_CARD_ROUTE, locale)} className="text-gold-300 underline">
            {t('ui.toCard')}
          </Link>
          <Link href={pageLink('stays', locale)} className="text-gold-300 underline">
            {t('ui.toStays')}
          </Link>
        </p>
      </div>
    </BlockFrame>
  )
}

function NotEnrolled({ locale }: { locale: Locale }) {
  const t = translator(locale)
  return (
    <p className="flex flex-wrap gap-3 text-ivory-100">
      {t('ui.notEnrolled')}
      <Link href={pageLink(HOTEL_DASHBOARD_ROUTE, locale)} className="text-gold-300 underline">
        {t('ui.toDashboard')}
      </Link>
    </p>
  )
}

/** The hotel card (its number as a QR code for the front desk) and its renewal by e-mail. */
export async function HotelCardBlockView({
  block,
  context,
}: {
  block: HotelCardBlock
  context: MemberBlockContext
}) {
  const { locale, member } = context
  if (!member) return null
  const t = translator(locale)
  const programme = await loadProgramme(member.id, locale)
  const id = blockId('hotel-card', block)
  const heading = block.heading || t('ui.card.title')
  if (!programme.enrolled) {
    return (
      <BlockFrame id={id} heading={heading} intro={block.intro}>
        <NotEnrolled locale={locale} />
      </BlockFrame>
    )
  }
  const { renewals } = programme
  return (
    <BlockFrame id={id} heading={heading} intro={block.intro}>
      <article
        aria-labelledby={`${id}-programme`}
        className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-card border-2 border-gold-400 bg-ink-900 p-5 shadow-card sm:p-6"
        data-testid="hotel-card"
      >
        <header className="flex items-baseline justify-between gap-4">
          <p id={`${id}-programme`} className="font-display text-2xl text-gold-300">
            {t('ui.programme')}
          </p>
          <p className="text-sm font-semibold tracking-widest text-gold-200 uppercase">
            <span className="sr-only">{t('ui.statusLabel')} </span>
            {t(`statuses.${programme.status}`)}
          </p>
        </header>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-xs text-ink-300 uppercase">{t('ui.card.holder')}</dt>
            <dd className="text-lg font-semibold text-ivory-50">
              {member.firstname} {member.lastname}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-300 uppercase">{t('ui.infinimentNumber')}</dt>
            <dd className="font-mono text-lg tracking-wider text-ivory-50">
              {programme.infinimentNumber}
            </dd>
          </div>
        </dl>
        <div className="flex flex-col items-center gap-4 rounded-xl bg-white p-4">
          <CardQrCode
            cardNumber={programme.infinimentNumber}
            label={t('ui.card.qrLabel', { number: programme.infinimentNumber })}
          />
        </div>
        <p className="text-sm text-ink-200">
          {programme.infinimentUntil
            ? t('ui.card.validUntil', { date: formatDay(programme.infinimentUntil, locale) })
            : t('ui.memberSince', { date: formatDay(programme.enrolledAt, locale) })}
        </p>
        <p className="text-sm text-ink-200">{t('ui.card.scanHint')}</p>
      </article>
      <section
        aria-labelledby={`${id}-renewal`}
        className="flex flex-col gap-3"
        data-testid="hotel-renewal"
      >
        <h3 id={`${id}-renewal`} className="text-2xl text-ivory-50">
          {t('ui.renewal.title')}
        </h3>
        <p className="max-w-3xl text-ink-200">{t('ui.renewal.text')}</p>
        <p className="text-ivory-100" data-renewals-left={renewals.left}>
          {t('ui.renewal.left', { left: renewals.left, limit: renewals.limit })}
        </p>
        {renewals.pending ? <p className="text-gold-200">{t('ui.renewal.pending')}</p> : null}
        <ProgrammeAction
          endpoint="/api/epc/hotel-programme/card-renewals"
          strings={{
            button: t('ui.renewal.button'),
            pending: t('ui.renewal.sending'),
            done: t('ui.renewal.sent'),
            failed: t('ui.renewal.failed'),
          }}
        />
        {renewals.requests.length > 0 ? (
          <>
            <h4 className="font-sans text-lg font-semibold text-ivory-50">
              {t('ui.renewal.history')}
            </h4>
            <ul className="flex flex-col gap-1 text-ink-200">
              {renewals.requests.map((request) => (
                <li key={request.requestedAt}>
                  {t('ui.renewal.requestedOn', {
                    date: formatInstant(request.requestedAt, locale, 'day'),
                  })}{' '}
                  ·{' '}
                  {request.status === 'pending'
                    ? t('ui.renewal.statePending')
                    : t('ui.renewal.stateDone', {
                        date: formatInstant(request.doneAt ?? request.requestedAt, locale, 'day'),
                      })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </BlockFrame>
  )
}

/** The stays the programme counted: from the site's bookings and the hotels' systems. */
export async function HotelStaysBlockView({
  block,
  context,
}: {
  block: HotelStaysBlock
  context: MemberBlockContext
}) {
  const { locale, member } = context
  if (!member) return null
  const t = translator(locale)
  const programme = await loadProgramme(member.id, locale)
  const id = blockId('hotel-stays', block)
  const heading = block.heading || t('ui.stays.title')
  if (!programme.enrolled) {
    return (
      <BlockFrame id={id} heading={heading} intro={block.intro}>
        <NotEnrolled locale={locale} />
      </BlockFrame>
    )
  }
  if (programme.stays.length === 0) {
    return (
      <BlockFrame id={id} heading={heading} intro={block.intro}>
        <p className="text-ink-200">{t('ui.stays.empty')}</p>
      </BlockFrame>
    )
  }
  return (
    <BlockFrame id={id} heading={heading} intro={block.intro}>
      <div className="overflow-x-auto" data-testid="hotel-stays">
        <table className="w-full min-w-[36rem] text-left text-ivory-100">
          <caption className="sr-only">{t('ui.stays.caption')}</caption>
          <thead className="text-sm text-ink-300">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {t('ui.stays.hotel')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('ui.stays.dates')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('ui.stays.nights')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('ui.stays.source')}
              </th>
              <th scope="col" className="py-2">
                {t('ui.stays.counted')}
              </th>
            </tr>
          </thead>
          <tbody>
            {programme.stays.map((stay, index) => (
              <tr
                key={`${stay.kind}-${stay.departure}-${index}`}
                className="border-t border-ink-800"
              >
                <td className="py-2 pr-4">
                  {stay.kind === 'stay' ? null : (
                    <StatusBadge tone={stay.kind === 'cancellation' ? 'warning' : 'muted'}>
                      {t(`ui.stays.kinds.${stay.kind}`)}
                    </StatusBadge>
                  )}{' '}
                  {stay.hotelName ?? stay.reason ?? '—'}
                </td>
                <td className="py-2 pr-4">
                  {stay.arrival && stay.kind !== 'correction'
                    ? t('ui.stays.range', {
                        arrival: formatDay(stay.arrival, locale),
                        departure: formatDay(stay.departure, locale),
                      })
                    : formatDay(stay.departure, locale)}
                </td>
                <td className="py-2 pr-4 tabular-nums">{stay.nights}</td>
                <td className="py-2 pr-4">{t(`ui.stays.sources.${stay.source}`)}</td>
                <td className="py-2">
                  {stay.upcoming
                    ? t('ui.stays.upcoming')
                    : stay.counted
                      ? t('ui.stays.yes')
                      : t('ui.stays.no')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </BlockFrame>
  )
}

export const hotelProgrammeBlockViews = {
  hotelDashboard: HotelDashboardBlockView,
  hotelCard: HotelCardBlockView,
  hotelStays: HotelStaysBlockView,
}
