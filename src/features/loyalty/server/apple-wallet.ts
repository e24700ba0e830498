import { readFileSync } from 'node:fs'
import path from 'node:path'

import { PKPass } from 'passkit-generator'
import sharp from 'sharp'

import type { AppleWallet } from '@/platform/config/env'

import type { WalletCard } from './google-wallet'

/** The pass's colours: the site's ink and gold (rgb() as Apple Wallet reads them). */
const COLOURS = {
  backgroundColor: 'rgb(11, 10, 16)',
  foregroundColor: 'rgb(250, 246, 236)',
  labelColor: 'rgb(214, 178, 94)',
}

export type ApplePassCard = WalletCard & {
  locale: 'fr' | 'en'
  programme: string
  holderLabel: string
}

type PassImages = Record<string, Buffer>

let images: Promise<PassImages> | undefined

/**
 * The pass's pictures, made once from the site's icon (public/icons/icon-512.png): the icon at
 * 29, 58 and 87 px (lock screen, notifications) and the logo at 50, 100 and 150 px high.
 */
function passImages(): Promise<PassImages> {
  images ??= (async () => {
    const source = readFileSync(path.join(process.cwd(), 'public', 'icons', 'icon-512.png'))
    const sized = (size: number) => sharp(source).resize(size, size).png().toBuffer()
    const [icon, icon2x, icon3x, logo, logo2x, logo3x] = await Promise.all(
      [29, 58, 87, 50, 100, 150].map(sized),
    )
    return {
      'icon.png': icon!,
      'icon@2x.png': icon2x!,
      'icon@3x.png': icon3x!,
      'logo.png': logo!,
      'logo@2x.png': logo2x!,
      'logo@3x.png': logo3x!,
    }
  })()
  return images
}

/**
 * The member card as an Apple Wallet store card (.pkpass), signed with the pass type certificate
 * (ADR 0068): the holder, the status in the member's language, the reward points, the card number
 * as a QR code. Made on each download, so the pass carries the status and points of that moment;
 * its serial number is the card's, so adding it again replaces the card in the wallet.
 */
export async function buildApplePass(
  card: ApplePassCard,
  wallet: AppleWallet,
  /** Apple's update web service for this pass (ADR 0068), when the site is served over HTTPS. */
  webService?: { url: string; authenticationToken: string },
): Promise<Buffer> {
  const pass = new PKPass(
    await passImages(),
    {
      wwdr: wallet.wwdr,
      signerCert: wallet.certificate,
      signerKey: wallet.privateKey,
      signerKeyPassphrase: wallet.keyPassphrase,
    },
    {
      formatVersion: 1,
      passTypeIdentifier: wallet.passTypeId,
      teamIdentifier: wallet.teamId,
      serialNumber: card.cardNumber,
      organizationName: 'Atout',
      description: card.programme,
      logoText: card.programme,
      sharingProhibited: true,
      ...COLOURS,
      ...(webService
        ? { webServiceURL: webService.url, authenticationToken: webService.authenticationToken }
        : {}),
    },
  )
  pass.type = 'storeCard'
  pass.headerFields.push({
    key: 'points',
    label: card.labels.points,
    value: card.rewardPoints,
    numberStyle: 'PKNumberStyleDecimal',
  })
  pass.primaryFields.push({ key: 'status', label: card.labels.status, value: card.statusLabel })
  pass.secondaryFields.push({ key: 'holder', label: card.holderLabel, value: card.holder })
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: card.cardNumber,
    messageEncoding: 'iso-8859-1',
    altText: card.cardNumber,
  })
  return pass.getAsBuffer()
}
