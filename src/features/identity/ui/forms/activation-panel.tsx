'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { apiRequest } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import { buttonClasses } from '@/ui/primitives/button-link'
import { FormStatus } from '@/ui/primitives/form'
import { Link } from '@/ui/primitives/link'

import type { ActivationStrings, FieldStrings, FormKit, NoticeStrings } from '../strings'
import { EmailRequestForm } from './email-request-form'

type Props = {
  locale: Locale
  kit: FormKit
  strings: ActivationStrings
  fields: Pick<FieldStrings, 'email'>
  notices: Pick<NoticeStrings, 'preMemberTitle' | 'preMember'>
  links: { login: string }
}

type Outcome =
  | { kind: 'activating' }
  | { kind: 'activated'; preMember: boolean }
  | { kind: 'failed'; message: string; code: string | null }

/** Asks for a new activation link; the answer is the same whether the address is known or not. */
function ResendActivationForm({ locale, kit, strings, fields }: Omit<Props, 'notices' | 'links'>) {
  return (
    <EmailRequestForm
      locale={locale}
      kit={kit}
      endpoint="/api/epc/auth/resend-activation"
      emailLabel={fields.email}
      submitLabel={strings.resendSubmit}
      sentMessage={strings.resent}
      intro={
        <>
          <h3 className="text-xl text-ivory-50">{strings.resendTitle}</h3>
          <p className="text-sm text-ink-200">{strings.resendIntro}</p>
        </>
      }
    />
  )
}

/**
 * Reads the token of the mailed link and activates the account once on arrival. Must sit inside
 * a Suspense boundary (useSearchParams).
 */
export function ActivationPanel(props: Props) {
  const { locale, kit, strings, notices, links } = props
  const token = useSearchParams().get('token')
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { kind: 'activating' } : { kind: 'failed', message: strings.missingToken, code: null },
  )
  // Once per visit, even when React runs the effect twice in development: a token works once.
  const started = useRef(false)

  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    void apiRequest<{ ok: boolean; state: 'Active' | 'PreMember' }>('/api/epc/auth/activate', {
      method: 'POST',
      body: { token },
      lang: locale,
    }).then((result) => {
      if (result.data && !result.error) {
        setOutcome({ kind: 'activated', preMember: result.data.state === 'PreMember' })
        return
      }
      const error = result.error
      setOutcome({
        kind: 'failed',
        code: error?.code ?? null,
        message:
          error?.code === 'network' ? kit.common.network : error?.message || kit.common.technical,
      })
    })
  }, [token, locale, kit.common.network, kit.common.technical])

  if (outcome.kind === 'activating') {
    return <FormStatus tone="info">{strings.activating}</FormStatus>
  }
  if (outcome.kind === 'activated') {
    return (
      <div className="flex flex-col gap-5">
        <FormStatus>{strings.success}</FormStatus>
        {outcome.preMember ? (
          <div className="rounded-card border border-gold-400/50 bg-gold-400/10 p-4">
            <h3 className="font-sans font-semibold text-ivory-50">{notices.preMemberTitle}</h3>
            <p className="mt-1 text-sm text-ink-200">{notices.preMember}</p>
          </div>
        ) : null}
        <p>
          <Link href={links.login} className={buttonClasses('primary')}>
            {strings.login}
          </Link>
        </p>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-8">
      <div
        role="alert"
        data-error-code={outcome.code}
        className="rounded-card border border-ruby-400/70 bg-ruby-600/15 p-4 text-sm"
      >
        {outcome.message}
      </div>
      <ResendActivationForm {...props} />
    </div>
  )
}
