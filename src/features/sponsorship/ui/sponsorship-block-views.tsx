import { getTranslations } from 'next-intl/server'

import { accountPath, type ProfileDto } from '@/features/identity'
import type { GodsonsListBlock, SponsorFormBlock } from '@/payload-types'
import { formatInstant } from '@/platform/format'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { BlockFrame, blockId } from '@/ui/primitives/block-frame'
import { Link } from '@/ui/primitives/link'

import { readMemberSponsorship } from '../server/member-pages'
import { SponsorForm } from './lazy-forms'

type MemberBlockContext = { locale: Locale; member: ProfileDto | null }

function LoginPrompt({ text, locale }: { text: string; locale: Locale }) {
  return (
    <Link
      href={localizePath(accountPath('login', locale), locale)}
      className="text-gold-300 underline underline-offset-4"
    >
      {text}
    </Link>
  )
}

const day = (iso: string, locale: Locale) => formatInstant(iso, locale, 'day')

/** The sponsor form with the member's code and what is left this year. */
async function SponsorFormBlockView({
  block,
  context,
}: {
  block: SponsorFormBlock
  context: MemberBlockContext
}) {
  const { locale, member } = context
  const t = await getTranslations({ locale, namespace: 'sponsorship.ui' })
  const id = blockId('sponsor-form', block)
  if (!member) {
    return (
      <BlockFrame id={id} heading={block.heading || t('formTitle')} intro={block.intro}>
        <LoginPrompt text={t('loginNeeded')} locale={locale} />
      </BlockFrame>
    )
  }
  const sponsorship = await readMemberSponsorship(member.id, locale)
  return (
    <BlockFrame id={id} heading={block.heading || t('formTitle')} intro={block.intro}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-300">{t('code')}</dt>
          <dd className="font-mono text-2xl tracking-[0.2em] text-ivory-50">
            {sponsorship.sponsorCode ?? '—'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-300">{t('thisYear')}</dt>
          <dd className="text-ivory-100" data-remaining={sponsorship.remainingThisYear}>
            {t('remaining', {
              used: sponsorship.godsonsThisYear,
              remaining: sponsorship.remainingThisYear,
              max: sponsorship.maxGodsonsPerYear,
            })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-300">{t('invitations')}</dt>
          <dd
            className="text-ivory-100"
            data-invitations-left={sponsorship.invitations.remainingThisYear}
          >
            {t('invitationsSent', {
              used: sponsorship.invitations.thisYear,
              max: sponsorship.invitations.maxPerYear,
            })}
          </dd>
        </div>
      </dl>
      <div className="max-w-xl">
        <SponsorForm
          strings={{
            civility: t('civility'),
            mr: t('mr'),
            mrs: t('mrs'),
            firstname: t('firstname'),
            lastname: t('lastname'),
            email: t('email'),
            submit: t('submit'),
            sending: t('sending'),
            sent: t('sent'),
            failed: t('failed'),
          }}
        />
      </div>
    </BlockFrame>
  )
}

/** The member's godsons with their state: invited, signed up, active. */
async function GodsonsListBlockView({
  block,
  context,
}: {
  block: GodsonsListBlock
  context: MemberBlockContext
}) {
  const { locale, member } = context
  const t = await getTranslations({ locale, namespace: 'sponsorship.ui' })
  const id = blockId('godsons', block)
  if (!member) {
    return (
      <BlockFrame id={id} heading={block.heading || t('listTitle')} intro={block.intro}>
        <LoginPrompt text={t('loginNeeded')} locale={locale} />
      </BlockFrame>
    )
  }
  const { godsons } = await readMemberSponsorship(member.id, locale)
  return (
    <BlockFrame id={id} heading={block.heading || t('listTitle')} intro={block.intro}>
      {godsons.length === 0 ? (
        <p className="text-ink-200">{t('empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {godsons.map((godson) => (
            <li
              key={godson.email}
              data-godson={godson.email}
              className="flex flex-col gap-1 rounded-xl border border-ink-800 bg-ink-900/60 p-4"
            >
              <p className="text-lg text-ivory-50">
                {godson.firstname} {godson.lastname}
              </p>
              <p className="text-sm text-ink-300">{godson.email}</p>
              <p className="text-sm text-ink-200">
                {t('invitedOn', { date: day(godson.invitedAt, locale) })}
              </p>
              <p
                className="text-xs font-semibold tracking-widest text-gold-300 uppercase"
                data-state={godson.state}
              >
                {t(`states.${godson.state}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </BlockFrame>
  )
}

export const sponsorshipBlockViews = {
  sponsorForm: SponsorFormBlockView,
  godsonsList: GodsonsListBlockView,
} as const
