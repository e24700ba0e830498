/** Test certificates for Apple Wallet passes (see wallet-test-certificates.mjs). */
export function makeAppleWalletTestCertificates(
  passTypeId: string,
  teamId: string,
): { wwdr: string; certificate: string; privateKey: string }

/** A self-signed server certificate for `localhost`, as PEM. */
export function makeLocalTlsCertificate(): { cert: string; key: string }
