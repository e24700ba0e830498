'use client'

import type { Locale } from '@/platform/i18n/locales'
import type { CaptchaProps } from '@/platform/security/captcha/captcha-props'
import { Link } from '@/ui/primitives/link'

import { textLinkClasses } from '../shared/form-summary'
import type { FieldStrings, ForgotPasswordStrings, FormKit } from '../strings'
import { EmailRequestForm } from './email-request-form'

type Props = {
  locale: Locale
  kit: FormKit
  strings: ForgotPasswordStrings
  fields: Pick<FieldStrings, 'email'>
  links: { login: string }
  captcha: CaptchaProps
}

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ locale, kit, strings, fields, links, captcha }: Props) {
  return (
    <EmailRequestForm
      locale={locale}
      kit={kit}
      endpoint="/api/epc/auth/forgot-password"
      captcha={{ ...captcha, form: 'forgotPassword' }}
      emailLabel={fields.email}
      submitLabel={strings.submit}
      sentMessage={strings.sent}
      intro={<p className="text-ink-200">{strings.intro}</p>}
    >
      <p className="text-sm">
        <Link href={links.login} className={textLinkClasses}>
          {strings.backToLogin}
        </Link>
      </p>
    </EmailRequestForm>
  )
}
