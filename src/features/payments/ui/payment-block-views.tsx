import type { ComponentType } from 'react'

import { accountPath, type ProfileDto } from '@/features/identity'
import { tournamentPath } from '@/features/tournaments'
import type {
  MachinePaymentsBlock,
  MyTournamentsBlock,
  TournamentRegistrationBlock,
} from '@/payload-types'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { getPayloadClient } from '@/platform/payload'
import { BlockFrame, blockId } from '@/ui/primitives/block-frame'
import { buttonClasses } from '@/ui/primitives/button-link'

import { listMemberMachinePayments } from '../server/machine-payments'
import { loadCapsForm, readErrorCode } from '../server/pages'
import { registrationPath } from '../server/paths'
import { listMemberRegistrations, listOpenTournaments } from '../server/tournament-registration'
import { formatEuros, formatWhen } from './format'
import { CapsSection } from './machine-payment-view'
import { MachineHistory, TournamentsHistory } from './payment-histories'

type Context = {
  locale: Locale
  member: ProfileDto | null
  query: Readonly<Record<string, string | string[] | undefined>>
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The tournament reservation form block: open tournaments, each with its registration link. */
async function TournamentRegistrationBlockView({
  block,
  context,
}: {
  block: TournamentRegistrationBlock
  context: Context
}) {
  const { locale } = context
  const t = getTranslator(locale, 'payments')
  const casinoId =
    block.casino === null || block.casino === undefined
      ? null
      : typeof block.casino === 'object'
        ? block.casino.id
        : block.casino
  const tournaments = await listOpenTournaments(await getPayloadClient(), locale, {
    casinoId,
    limit: block.limit ?? 6,
    now: new Date(),
  })
  const id = blockId('tournament-registration', block)
  return (
    <BlockFrame id={id} heading={block.heading || t('registration.register')} intro={block.intro}>
      {tournaments.length === 0 ? (
        <p className="text-ink-200">{t('block.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {tournaments.map((tournament) => (
            <li
              key={tournament.docId}
              className="flex flex-col gap-2 rounded-card border border-ink-700 p-4"
            >
              <a
                href={tournamentPath(
                  locale,
                  tournament.casino.slug,
                  tournament.id,
                  tournament.kind,
                )}
                className="text-lg text-ivory-50 underline-offset-4 hover:underline"
              >
                {tournament.name}
              </a>
              <p className="text-sm text-ink-200">
                {tournament.casino.name} · {formatWhen(tournament.startsAt, locale)}
              </p>
              <p className="text-sm text-ink-300">
                {formatEuros(tournament.buyInCents ?? 0, locale)} ·{' '}
                {t('block.seatsLeft', { count: tournament.seatsLeft })}
              </p>
              {tournament.seatsLeft > 0 ? (
                <a
                  href={registrationPath(locale, tournament.id)}
                  className={buttonClasses('primary', 'self-start')}
                  aria-label={t('block.registerFor', { name: tournament.name })}
                >
                  {t('block.register')}
                </a>
              ) : (
                <span className="text-sm text-ink-300">{t('block.full')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </BlockFrame>
  )
}

/** "My tournaments": the member's online registrations. */
async function MyTournamentsBlockView({
  block,
  context,
}: {
  block: MyTournamentsBlock
  context: Context
}) {
  const { locale, member } = context
  if (!member) return null
  const t = getTranslator(locale, 'payments')
  const entries = await listMemberRegistrations(await getPayloadClient(), member.id, locale)
  const id = blockId('my-tournaments', block)
  return (
    <BlockFrame id={id} heading={block.heading || t('result.myTournaments')} intro={block.intro}>
      <TournamentsHistory
        locale={locale}
        entries={entries}
        tournamentHref={(entry) =>
          tournamentPath(locale, entry.casinoSlug, entry.tournamentId, entry.kind)
        }
        findHref={null}
      />
    </BlockFrame>
  )
}

/** "My machine payments": history with a machine filter, and the responsible-gaming caps. */
async function MachinePaymentsBlockView({
  block,
  context,
}: {
  block: MachinePaymentsBlock
  context: Context
}) {
  const { locale, member, query } = context
  if (!member) return null
  const t = getTranslator(locale, 'payments')
  const payload = await getPayloadClient()
  const filter = first(query.machine)?.slice(0, 80) || null
  const [history, caps] = await Promise.all([
    listMemberMachinePayments(payload, member.id, filter),
    loadCapsForm(member.id),
  ])
  const path = localizePath(accountPath('machinePayments', locale), locale)
  const flash = first(query.caps)
  const id = blockId('machine-payments', block)
  return (
    <BlockFrame id={id} heading={block.heading || t('result.machineHistory')} intro={block.intro}>
      <MachineHistory
        locale={locale}
        entries={history.entries}
        machines={history.machines}
        filter={filter}
        action={path}
      />
      <CapsSection
        locale={locale}
        data={caps}
        returnTo={path}
        flash={flash === 'saved' || flash === 'pending' ? flash : null}
        error={readErrorCode(first(query.capsError))}
      />
    </BlockFrame>
  )
}

/** The payments area's blocks by block type, for the content area's block registry. */
export const paymentBlockViews: Record<string, ComponentType<never>> = {
  tournamentRegistration: TournamentRegistrationBlockView,
  myTournaments: MyTournamentsBlockView,
  machinePayments: MachinePaymentsBlockView,
}
