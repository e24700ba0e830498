// Test certificates for Apple Wallet passes, made on the spot (never Apple's): a stand-in for
// Apple's WWDR intermediate and a pass type certificate it issued, with their keys. Used by the
// unit tests and by the e2e server (scripts/e2e-server.mjs), so the signature of a pass can be
// checked against a chain the test knows.
import { generateKeyPairSync } from 'node:crypto'

import forge from 'node-forge'

function keyPair() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  const key = forge.pki.privateKeyFromPem(pem)
  return { pem, key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) }
}

function certificate({ subject, issuer, publicKey, signingKey, serial, ca }) {
  const cert = forge.pki.createCertificate()
  cert.publicKey = publicKey
  cert.serialNumber = serial
  cert.validity.notBefore = new Date(Date.now() - 60_000)
  cert.validity.notAfter = new Date(Date.now() + 7 * 24 * 3600_000)
  cert.setSubject(subject)
  cert.setIssuer(issuer)
  cert.setExtensions(
    ca
      ? [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true },
        ],
  )
  cert.sign(signingKey, forge.md.sha256.create())
  return forge.pki.certificateToPem(cert)
}

/** { wwdr, certificate, privateKey } as PEM, for `passTypeId` and `teamId`. */
export function makeAppleWalletTestCertificates(passTypeId, teamId) {
  const ca = keyPair()
  const signer = keyPair()
  const caName = [
    { name: 'commonName', value: 'Test Worldwide Developer Relations CA' },
    { name: 'organizationName', value: 'Atout tests' },
  ]
  return {
    wwdr: certificate({
      subject: caName,
      issuer: caName,
      publicKey: ca.publicKey,
      signingKey: ca.key,
      serial: '01',
      ca: true,
    }),
    certificate: certificate({
      subject: [
        { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
        { shortName: 'OU', value: teamId },
        { name: 'organizationName', value: 'Atout tests' },
      ],
      issuer: caName,
      publicKey: signer.publicKey,
      signingKey: ca.key,
      serial: '02',
      ca: false,
    }),
    privateKey: signer.pem,
  }
}

/**
 * A self-signed server certificate for `localhost` ({ cert, key } as PEM): the stand-in for
 * Apple's push service in the tests, which trust it by name.
 */
export function makeLocalTlsCertificate() {
  const pair = keyPair()
  const cert = forge.pki.createCertificate()
  cert.publicKey = pair.publicKey
  cert.serialNumber = '03'
  cert.validity.notBefore = new Date(Date.now() - 60_000)
  cert.validity.notAfter = new Date(Date.now() + 7 * 24 * 3600_000)
  const name = [{ name: 'commonName', value: 'localhost' }]
  cert.setSubject(name)
  cert.setIssuer(name)
  cert.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ])
  cert.sign(pair.key, forge.md.sha256.create())
  return { cert: forge.pki.certificateToPem(cert), key: pair.pem }
}
