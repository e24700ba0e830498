import { getTranslations } from 'next-intl/server'

import { accountPath, OfflineMemberPage, type ProfileDto } from '@/features/identity'
import type { MemberVouchersBlock, RewardsCatalogueBlock } from '@/payload-types'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { BlockFrame, blockId } from '@/ui/primitives/block-frame'
import { Link } from '@/ui/primitives/link'
import { mediaPath } from '@/ui/primitives/media-path'

import { REWARD_CATEGORIES } from '../domain'
import { readMemberRewards, readMemberVouchers } from '../server/member-pages'
import type { VoucherDto } from '../server/views'
import { formatDay } from './format'
import { RewardsCatalogue } from './lazy-forms'
import type { CatalogueStrings, RewardCardView } from './rewards-catalogue'
import { VoucherCard, type VoucherCardStrings } from './voucher-card'

type MemberBlockContext = { locale: Locale; member: ProfileDto | null }
type Translate = Awaited<ReturnType<typeof getTranslations<'rewards.ui'>>>

function LoginPrompt({ t, locale }: { t: Translate; locale: Locale }) {
  return (
    <p className="text-ink-200">
      <Link
        href={localizePath(accountPath('login', locale), locale)}
        className="text-gold-300 underline underline-offset-4"
      >
        {t('loginNeeded')}
      </Link>
    </p>
  )
}

export function voucherStrings(voucher: VoucherDto, t: Translate, locale: Locale) {
  return {
    title: t('voucherTitle', { title: voucher.rewardTitle }),
    codeLabel: t('voucherCode'),
    qrLabel: t('voucherQr', { code: voucher.code }),
    validUntil: t('voucherValidUntil', { date: formatDay(voucher.validUntil, locale) }),
    casino: voucher.casino
      ? t('voucherCasino', { casino: voucher.casino.name })
      : t('voucherAnyCasino'),
    hint: t('voucherHint'),
    status: t(`voucherStatus.${voucher.status}`),
  } satisfies VoucherCardStrings
}

/** The rewards list of the member: filter, sort, the reasons, and redemption. */
async function RewardsCatalogueBlockView({
  block,
  context,
}: {
  block: RewardsCatalogueBlock
  context: MemberBlockContext
}) {
  const { locale, member } = context
  const t = await getTranslations({ locale, namespace: 'rewards.ui' })
  const id = blockId('rewards', block)
  if (!member) {
    return (
      <BlockFrame id={id} heading={block.heading || t('title')} intro={block.intro}>
        <LoginPrompt t={t} locale={locale} />
      </BlockFrame>
    )
  }
  const type = block.list === 'all' || !block.list ? undefined : block.list
  const list = await readMemberRewards(member.id, locale, type)
  const rewards: RewardCardView[] = list.rewards.map((reward) => ({
    id: reward.id,
    title: reward.title,
    description: reward.description,
    category: reward.category,
    categoryLabel: t(`categories.${reward.category}`),
    pointsCost: reward.pointsCost,
    costLabel: t('cost', { points: reward.pointsCost }),
    isNew: reward.isNew,
    stockLabel:
      reward.stock !== null && reward.stock > 0 && reward.stock <= 5
        ? t('stockLeft', { count: reward.stock })
        : null,
    casinosLabel: reward.casinos.length
      ? t('casinos', { casinos: reward.casinos.map((casino) => casino.name).join(', ') })
      : t('allCasinos'),
    casinos: reward.casinos.map(({ slug, name }) => ({ slug, name })),
    // The API answers Payload's absolute URL; next/image wants our own files as site paths.
    image: reward.image ? { ...reward.image, url: mediaPath(reward.image.url) } : null,
    eligible: reward.eligible,
    reasons: reward.reasons,
    lastRedeemedLabel: reward.lastRedeemedAt
      ? t('lastRedeemed', { date: formatDay(reward.lastRedeemedAt, locale) })
      : null,
  }))
  const strings: CatalogueStrings = {
    points: list.member.status ? t('points', { points: list.member.points }) : t('preMember'),
    status: list.member.status ? t('statusLabel', { status: list.member.status }) : null,
    filterLabel: t('filterLabel'),
    allCategories: t('allCategories'),
    sortLabel: t('sortLabel'),
    sortAsc: t('sortAsc'),
    sortDesc: t('sortDesc'),
    empty: t('empty'),
    newBadge: t('new'),
    redeem: t('redeem'),
    redeeming: t('redeeming'),
    casinoLabel: t('casinoLabel'),
    why: t('why'),
    failed: t('failed'),
    close: t('close'),
    voucherCode: t('voucherCode'),
    voucherHint: t('voucherHint'),
    voucherAnyCasino: t('voucherAnyCasino'),
    // Filled in by the client with the voucher's values ({title}, {code}, {date}, {casino}).
    voucherTitle: t.raw('voucherTitle') as string,
    voucherQr: t.raw('voucherQr') as string,
    voucherValidUntil: t.raw('voucherValidUntil') as string,
    voucherCasino: t.raw('voucherCasino') as string,
    counts: Object.fromEntries(
      [...Array(list.rewards.length + 1).keys()].map((count) => [count, t('count', { count })]),
    ),
  }
  return (
    <BlockFrame id={id} heading={block.heading || t('title')} intro={block.intro}>
      <RewardsCatalogue
        locale={locale}
        rewards={rewards}
        strings={strings}
        categories={REWARD_CATEGORIES.map((category) => ({
          value: category,
          label: t(`categories.${category}`),
        }))}
        showFilters={block.showFilters !== false && list.type !== 'latest'}
        favouriteCasino={member.favouriteCasino ?? null}
        initialSort={list.sort}
      />
    </BlockFrame>
  )
}

/** The member's vouchers, newest first, each with its code as text and QR code. */
async function MemberVouchersBlockView({
  block,
  context,
}: {
  block: MemberVouchersBlock
  context: MemberBlockContext
}) {
  const { locale, member } = context
  const t = await getTranslations({ locale, namespace: 'rewards.ui' })
  const id = blockId('vouchers', block)
  if (!member) {
    return (
      <BlockFrame id={id} heading={block.heading} intro={block.intro}>
        <LoginPrompt t={t} locale={locale} />
      </BlockFrame>
    )
  }
  const vouchers = await readMemberVouchers(member.id, locale)
  return (
    <BlockFrame id={id} heading={block.heading} intro={block.intro}>
      {vouchers.length === 0 ? (
        <p className="text-ink-200">{t('vouchersEmpty')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {vouchers.map((voucher) => (
            <li key={voucher.code}>
              <VoucherCard voucher={voucher} strings={voucherStrings(voucher, t, locale)} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <OfflineMemberPage locale={locale} />
      </div>
    </BlockFrame>
  )
}

export const rewardBlockViews = {
  rewardsCatalogue: RewardsCatalogueBlockView,
  memberVouchers: MemberVouchersBlockView,
} as const
