import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose'
import { describe, expect, test } from 'vitest'

import { parseEnv } from '@/platform/config/env'

import { googleWalletSaveUrl, type WalletCard } from './google-wallet'

const card: WalletCard = {
  cardNumber: '5000000001',
  holder: 'Marie Dupont',
  status: 'Gold',
  statusLabel: 'Gold',
  rewardPoints: 12_345,
  labels: { status: 'Statut', points: 'Points' },
}

describe('the "Save to Google Wallet" link', () => {
  test('carries a loyalty object of the card, signed by the issuer’s service account', async () => {
    // A key made by the test, as Google makes the service account's.
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
    const wallet = {
      issuerId: '3388000000012345678',
      serviceAccount: 'wallet@atout-test.iam.gserviceaccount.com',
      privateKey: await exportPKCS8(privateKey),
    }
    const now = Date.UTC(2026, 10, 28, 9, 30)
    const url = await googleWalletSaveUrl(card, wallet, 'https://www.atout.example', now)
    expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true)
    const jwt = url.slice('https://pay.google.com/gp/v/save/'.length)
    const { payload, protectedHeader } = await jwtVerify(jwt, publicKey, {
      issuer: wallet.serviceAccount,
      audience: 'google',
    })
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload.iat).toBe(now / 1000)
    expect(payload).toMatchObject({
      typ: 'savetowallet',
      origins: ['https://www.atout.example'],
      payload: {
        loyaltyObjects: [
          {
            id: '3388000000012345678.5000000001',
            classId: '3388000000012345678.atout-carre-vip',
            state: 'ACTIVE',
            accountId: '5000000001',
            accountName: 'Marie Dupont',
            barcode: { type: 'QR_CODE', value: '5000000001' },
            loyaltyPoints: { label: 'Points', balance: { int: 12_345 } },
            textModulesData: [{ id: 'status', header: 'Statut', body: 'Gold' }],
          },
        ],
      },
    })
    // Another key does not verify it.
    const other = await generateKeyPair('RS256')
    await expect(jwtVerify(jwt, other.publicKey)).rejects.toThrow()
  })
})

describe('Google Wallet settings', () => {
  const key =
    '-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----'
  const base = {
    DATA_DIR: '/tmp/atout-env-test',
    PAYLOAD_SECRET: 'x'.repeat(32),
    PREVIEW_SECRET: 'y'.repeat(16),
  }

  test('none: no Google Wallet; all three: the key’s "\\n" become line breaks', () => {
    expect(parseEnv(base).googleWallet).toBeNull()
    const wallet = parseEnv({
      ...base,
      GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      GOOGLE_WALLET_SERVICE_ACCOUNT: 'wallet@atout-test.iam.gserviceaccount.com',
      GOOGLE_WALLET_PRIVATE_KEY: key,
    }).googleWallet
    expect(wallet?.issuerId).toBe('3388000000012345678')
    expect(wallet?.privateKey.split('\n')).toHaveLength(3)
  })

  test.each([
    [
      'an issuer id alone',
      { GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' },
      /GOOGLE_WALLET_SERVICE_ACCOUNT/,
    ],
    [
      'a key that is not a PEM',
      { GOOGLE_WALLET_PRIVATE_KEY: 'secret' },
      /GOOGLE_WALLET_PRIVATE_KEY: must be/,
    ],
    [
      'an issuer id that is not one',
      { GOOGLE_WALLET_ISSUER_ID: 'atout' },
      /GOOGLE_WALLET_ISSUER_ID: must be/,
    ],
  ])('%s is refused at start-up, by name', (_name, settings, message) => {
    expect(() => parseEnv({ ...base, ...settings })).toThrow(message)
  })
})
