import { importPKCS8, SignJWT } from 'jose'

import type { GoogleWallet } from '@/platform/config/env'

import type { LoyaltyStatus } from '../domain'

/** The loyalty class every card belongs to, created once in the Google Pay & Wallet Console. */
export const GOOGLE_WALLET_CLASS_SUFFIX = 'atout-carre-vip'
const SAVE_URL = 'https://pay.google.com/gp/v/save/'

export type WalletCard = {
  cardNumber: string
  holder: string
  status: LoyaltyStatus
  /** The status as the member reads it ("Gold"), in the member's language. */
  statusLabel: string
  rewardPoints: number
  /** "Statut" / "Status", "Points" in the member's language. */
  labels: { status: string; points: string }
}

/** Google's ids take letters, digits, '.', '_' and '-' after the issuer id. */
const idPart = (value: string) => value.replace(/[^\w.-]/g, '_')

/**
 * The JWT of a "Save to Google Wallet" link (Google Wallet API, loyalty object): the member's card
 * as it is now — holder, status, reward points, the card number as a QR code — signed by the
 * issuer's service account (RS256). Built for each view of the card page, so a saved card shows
 * the status and points of the last save; the object's id is the card's, so saving again updates
 * the same card.
 */
export async function signGoogleWalletCard(
  card: WalletCard,
  wallet: GoogleWallet,
  siteUrl: string,
  now: number,
): Promise<string> {
  const key = await importPKCS8(wallet.privateKey, 'RS256')
  const classId = `${wallet.issuerId}.${GOOGLE_WALLET_CLASS_SUFFIX}`
  return new SignJWT({
    origins: [siteUrl],
    typ: 'savetowallet',
    payload: {
      loyaltyObjects: [
        {
          id: `${wallet.issuerId}.${idPart(card.cardNumber)}`,
          classId,
          state: 'ACTIVE',
          accountId: card.cardNumber,
          accountName: card.holder,
          barcode: { type: 'QR_CODE', value: card.cardNumber, alternateText: card.cardNumber },
          loyaltyPoints: { label: card.labels.points, balance: { int: card.rewardPoints } },
          textModulesData: [{ id: 'status', header: card.labels.status, body: card.statusLabel }],
          hexBackgroundColor: '#0b0a10',
        },
      ],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(wallet.serviceAccount)
    .setAudience('google')
    .setIssuedAt(Math.floor(now / 1000))
    .sign(key)
}

/** The link that opens Google Wallet with the card ready to save. */
export async function googleWalletSaveUrl(
  ...args: Parameters<typeof signGoogleWalletCard>
): Promise<string> {
  return `${SAVE_URL}${await signGoogleWalletCard(...args)}`
}
