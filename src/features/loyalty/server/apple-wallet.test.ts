import { createHash, verify } from 'node:crypto'

import { strFromU8, unzipSync } from 'fflate'
import forge from 'node-forge'
import { describe, expect, test } from 'vitest'

import { parseEnv, type AppleWallet } from '@/platform/config/env'

import { makeAppleWalletTestCertificates } from '../../../../scripts/wallet-test-certificates.mjs'
import { buildApplePass, type ApplePassCard } from './apple-wallet'

const PASS_TYPE_ID = 'pass.example.atout.test'
const TEAM_ID = 'ABCDE12345'

const card: ApplePassCard = {
  locale: 'fr',
  programme: 'Le Carré VIP',
  cardNumber: '5000000001',
  holder: 'Marie Dupont',
  holderLabel: 'Titulaire',
  status: 'Gold',
  statusLabel: 'Gold',
  rewardPoints: 12_345,
  labels: { status: 'Statut', points: 'Points' },
}

/** Made once for the file: an RSA key pair in pure JavaScript is slow. */
const certificates = makeAppleWalletTestCertificates(PASS_TYPE_ID, TEAM_ID)
const wallet: AppleWallet = {
  passTypeId: PASS_TYPE_ID,
  teamId: TEAM_ID,
  ...certificates,
  keyPassphrase: undefined,
}

/** The signature's signer, its signed attributes and its signature value (PKCS #7, DER). */
function readSignature(der: Uint8Array) {
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(der).toString('binary'))),
  ) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signature: string; authenticatedAttributes: forge.asn1.Asn1[] }
  }
  const { signature, authenticatedAttributes } = message.rawCapture
  // What was signed: the attributes, DER-encoded as a SET (RFC 5652, 5.4).
  const signedAttributes = forge.asn1.toDer(
    forge.asn1.create(
      forge.asn1.Class.UNIVERSAL,
      forge.asn1.Type.SET,
      true,
      authenticatedAttributes,
    ),
  )
  const digestAttribute = authenticatedAttributes.find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) ===
      forge.pki.oids.messageDigest!,
  )!
  const digest = ((digestAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!
    .value as string
  return {
    certificates: message.certificates,
    signedAttributes: Buffer.from(signedAttributes.getBytes(), 'binary'),
    signature: Buffer.from(signature, 'binary'),
    digest: Buffer.from(digest, 'binary'),
  }
}

describe('the Apple Wallet pass', () => {
  test('a store card of the member’s card: fields, QR code, colours, ids', async () => {
    const files = unzipSync(await buildApplePass(card, wallet))
    const pass = JSON.parse(strFromU8(files['pass.json']!))
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE_ID,
      teamIdentifier: TEAM_ID,
      serialNumber: '5000000001',
      organizationName: 'Atout',
      description: 'Le Carré VIP',
      backgroundColor: 'rgb(11, 10, 16)',
      sharingProhibited: true,
      barcodes: [
        { format: 'PKBarcodeFormatQR', message: '5000000001', messageEncoding: 'iso-8859-1' },
      ],
      storeCard: {
        headerFields: [{ key: 'points', label: 'Points', value: 12_345 }],
        primaryFields: [{ key: 'status', label: 'Statut', value: 'Gold' }],
        secondaryFields: [{ key: 'holder', label: 'Titulaire', value: 'Marie Dupont' }],
      },
    })
    expect(Object.keys(files).sort()).toEqual(
      [
        'icon.png',
        'icon@2x.png',
        'icon@3x.png',
        'logo.png',
        'logo@2x.png',
        'logo@3x.png',
        'manifest.json',
        'pass.json',
        'signature',
      ].sort(),
    )
  })

  test('the manifest lists each file’s SHA-1, and the signature of the manifest verifies', async () => {
    const files = unzipSync(await buildApplePass(card, wallet))
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as Record<string, string>
    const listed = Object.keys(files).filter(
      (name) => name !== 'manifest.json' && name !== 'signature',
    )
    expect(Object.keys(manifest).sort()).toEqual(listed.sort())
    for (const name of listed) {
      expect([name, manifest[name]]).toEqual([
        name,
        createHash('sha1').update(files[name]!).digest('hex'),
      ])
    }

    const {
      certificates: chain,
      signedAttributes,
      signature,
      digest,
    } = readSignature(files['signature']!)
    // The signed digest is the manifest's, and the signer's key made the signature.
    expect(digest).toEqual(createHash('sha1').update(files['manifest.json']!).digest())
    const signer = chain.find((cert) =>
      cert.subject.getField('CN').value.startsWith('Pass Type ID'),
    )!
    const signerKey = forge.pki.publicKeyToPem(signer.publicKey)
    expect(verify('sha1', signedAttributes, signerKey, signature)).toBe(true)
    // Another key did not; a changed manifest is not what was signed.
    const other = makeAppleWalletTestCertificates(PASS_TYPE_ID, TEAM_ID)
    const otherKey = forge.pki.publicKeyToPem(
      forge.pki.certificateFromPem(other.certificate).publicKey,
    )
    expect(verify('sha1', signedAttributes, otherKey, signature)).toBe(false)
    expect(digest).not.toEqual(createHash('sha1').update('{}').digest())
    // The chain: the pass type certificate was issued by the WWDR certificate sent with it.
    const wwdr = forge.pki.certificateFromPem(wallet.wwdr)
    expect(chain.map((cert) => forge.pki.certificateToPem(cert))).toContain(
      forge.pki.certificateToPem(wwdr),
    )
    expect(wwdr.verify(signer)).toBe(true)
  })

  test('the pass follows the card: another status and balance on the next download', async () => {
    const files = unzipSync(
      await buildApplePass(
        {
          ...card,
          locale: 'en',
          status: 'Black',
          statusLabel: 'Black',
          rewardPoints: 40,
          labels: { status: 'Status', points: 'Points' },
          holderLabel: 'Holder',
        },
        wallet,
      ),
    )
    const pass = JSON.parse(strFromU8(files['pass.json']!))
    expect(pass.storeCard.headerFields[0].value).toBe(40)
    expect(pass.storeCard.primaryFields[0]).toMatchObject({ label: 'Status', value: 'Black' })
  })
})

describe('Apple Wallet settings', () => {
  const base = {
    DATA_DIR: '/tmp/atout-env-test',
    PAYLOAD_SECRET: 'x'.repeat(32),
    PREVIEW_SECRET: 'y'.repeat(16),
  }
  const all = {
    APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE_ID,
    APPLE_WALLET_TEAM_ID: TEAM_ID,
    APPLE_WALLET_CERTIFICATE: certificates.certificate.replace(/\n/g, '\\n'),
    APPLE_WALLET_PRIVATE_KEY: certificates.privateKey,
    APPLE_WALLET_WWDR: certificates.wwdr,
  }

  test('none: no Apple Wallet; all: the PEMs with their line breaks restored', () => {
    expect(parseEnv(base).appleWallet).toBeNull()
    const parsed = parseEnv({ ...base, ...all }).appleWallet
    expect(parsed).toMatchObject({ passTypeId: PASS_TYPE_ID, teamId: TEAM_ID })
    expect(parsed?.certificate.trim()).toBe(certificates.certificate.replace(/\r\n/g, '\n').trim())
  })

  test.each([
    ['a pass type id alone', { APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE_ID }, /APPLE_WALLET_TEAM_ID/],
    [
      'a team id of the wrong shape',
      { ...all, APPLE_WALLET_TEAM_ID: 'abc' },
      /APPLE_WALLET_TEAM_ID: must be/,
    ],
    [
      'a certificate that is not a PEM',
      { ...all, APPLE_WALLET_CERTIFICATE: 'x' },
      /APPLE_WALLET_CERTIFICATE: must be/,
    ],
    [
      'a key that is a certificate',
      { ...all, APPLE_WALLET_PRIVATE_KEY: certificates.wwdr },
      /APPLE_WALLET_PRIVATE_KEY: must be/,
    ],
  ])('%s is refused at start-up', (_, settings, message) => {
    expect(() => parseEnv({ ...base, ...settings })).toThrow(message)
  })
})
