import { OfflineMemberPage } from '@/features/identity'
import type { LoyaltyCardBlock } from '@/payload-types'
import { getEnv } from '@/platform/config/env'
import { getPayloadClient } from '@/platform/payload'
import { BlockFrame, blockId } from '@/ui/primitives/block-frame'

import { googleWalletSaveUrl } from '../../server/google-wallet'
import { readMemberLoyalty } from '../../server/member-screens'
import { loadLoyaltyTranslator } from '../strings'
import type { LoyaltyBlockProps } from '../types'
import { CardBarcode, CardQrCode } from '@/ui/primitives/scan-codes'
import { PreMemberNotice } from './pre-member-notice'

/** When the wallet link is signed (outside the component body: a render reads no clock). */
function signedAt(): number {
  return Date.now()
}

const walletLinkClasses =
  'inline-flex items-center justify-center rounded-full border border-gold-400 px-5 py-2 font-semibold text-gold-200 hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300'

/** The card number in groups of four or five digits, as printed on the plastic card. */
function groupDigits(cardNumber: string): string {
  return cardNumber.replace(/(\d{5})(?=\d)/g, '$1 ')
}

/**
 * The digital member card: holder, status and card number, with the number as a QR code and a
 * Code 128 big enough to scan from a phone at a casino desk. Pre-members have no card yet.
 */
export async function LoyaltyCardBlockView({
  block,
  context,
}: LoyaltyBlockProps<LoyaltyCardBlock>) {
  const { locale, member } = context
  if (!member) return null
  const [t, loyalty] = await Promise.all([
    loadLoyaltyTranslator(locale),
    readMemberLoyalty(await getPayloadClient(), member.id),
  ])
  if (!loyalty) return null
  const id = blockId('loyalty-card', block)
  const heading = block.heading || t('card.title')
  const cardNumber = loyalty.cardNumber
  if (!cardNumber || loyalty.status === null) {
    return (
      <BlockFrame id={id} heading={heading} intro={block.intro}>
        <PreMemberNotice title={t('preMember.title')} text={t('preMember.text')} />
      </BlockFrame>
    )
  }
  const holder = `${member.firstname} ${member.lastname}`
  const statusLabel = t(`statuses.${loyalty.status}`)
  // "Save to Google Wallet" when the issuer is configured: the card as it is now (ADR 0066).
  const { googleWallet, appleWallet, SITE_URL } = getEnv()
  const walletUrl = googleWallet
    ? await googleWalletSaveUrl(
        {
          cardNumber,
          holder,
          status: loyalty.status,
          statusLabel,
          rewardPoints: loyalty.points ?? 0,
          labels: { status: t('card.status'), points: t('card.walletPoints') },
        },
        googleWallet,
        SITE_URL,
        signedAt(),
      )
    : null
  return (
    <BlockFrame id={id} heading={heading} intro={block.intro}>
      <article
        aria-labelledby={`${id}-programme`}
        className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-card border-2 border-gold-400 bg-ink-900 p-5 shadow-card sm:p-6"
        data-testid="member-card"
      >
        <header className="flex items-baseline justify-between gap-4">
          <p id={`${id}-programme`} className="font-display text-2xl text-gold-300">
            {t('card.programme')}
          </p>
          <p className="text-sm font-semibold tracking-widest text-gold-200 uppercase">
            <span className="sr-only">{t('card.status')} </span>
            {statusLabel}
          </p>
        </header>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-xs text-ink-300 uppercase">{t('card.holder')}</dt>
            <dd className="text-lg font-semibold text-ivory-50">{holder}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-300 uppercase">{t('card.cardNumber')}</dt>
            <dd className="font-mono text-lg tracking-wider text-ivory-50">
              {groupDigits(cardNumber)}
            </dd>
          </div>
        </dl>
        <div className="flex flex-col items-center gap-4 rounded-xl bg-white p-4">
          <CardQrCode cardNumber={cardNumber} label={t('card.qrLabel', { number: cardNumber })} />
          <CardBarcode
            cardNumber={cardNumber}
            label={t('card.barcodeLabel', { number: cardNumber })}
          />
          <p className="font-mono text-lg tracking-[0.3em] text-black" aria-hidden="true">
            {cardNumber}
          </p>
        </div>
        <p className="text-sm text-ink-200">{t('card.scanHint')}</p>
        {walletUrl || appleWallet ? (
          <div className="flex flex-wrap justify-center gap-3">
            {appleWallet ? (
              // The pass as it is now (ADR 0068): Safari opens it in Wallet, others download it.
              <a href={`/api/epc/card/apple-wallet?lang=${locale}`} className={walletLinkClasses}>
                {t('card.appleWallet')}
              </a>
            ) : null}
            {walletUrl ? (
              <a
                href={walletUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={walletLinkClasses}
              >
                {t('card.googleWallet')}
              </a>
            ) : null}
          </div>
        ) : null}
        <OfflineMemberPage locale={locale} />
      </article>
    </BlockFrame>
  )
}
