import { getEnv } from '@/platform/config/env'

import type { PaymentProvider } from './port'
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider'
import { createStripeProvider } from './stripe-provider'

/**
 * The configured payment provider (docs/decisions/0040-payments.md): Stripe Checkout when both
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set (env.ts refuses one without the other),
 * the embedded sandbox otherwise. Built once per process.
 */

export {
  NotificationRejected,
  type CreateHostedPaymentInput,
  type HostedPayment,
  type PaymentNotification,
  type PaymentProvider,
  type ProviderName,
  type ProviderPaymentState,
  type RawNotification,
} from './port'
export {
  SANDBOX_NOTIFICATION_TYPES,
  SANDBOX_PATH_PREFIX,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxNotificationPayload,
  type SandboxNotificationType,
  type SandboxProvider,
  type SandboxSession,
} from './sandbox-provider'
export { STRIPE_SIGNATURE_HEADER } from './stripe-provider'

let provider: PaymentProvider | undefined
let sandbox: SandboxProvider | undefined

export function getPaymentProvider(): PaymentProvider {
  if (!provider) {
    const env = getEnv()
    provider =
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? createStripeProvider({
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          })
        : getSandboxProvider()
  }
  return provider
}

/**
 * The sandbox, for the hosted sandbox page and its routes. Always available, and the very
 * instance getPaymentProvider() returns when the sandbox is the provider (its memory of payment
 * states is shared); the routes themselves refuse to work when the provider is Stripe.
 */
export function getSandboxProvider(): SandboxProvider {
  if (!sandbox) {
    const env = getEnv()
    sandbox = createSandboxProvider({ secret: env.PAYLOAD_SECRET, siteUrl: env.SITE_URL })
  }
  return sandbox
}

/** Forgets the providers built, so a test can change the environment. */
export function resetPaymentProviderForTests(): void {
  provider = undefined
  sandbox = undefined
}
