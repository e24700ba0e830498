import type { AccountSignUpBlock } from '@/payload-types'
import { loadCaptchaProps } from '@/platform/security/captcha/captcha-props'

import type { CasinoChoice } from '../../server/member-rules'
import { readSponsorCodeParam } from '../../server/sign-up-query'
import { SignUpForm } from '../forms/lazy-forms'
import { accountHref } from '../shared/account-href'
import { listCountryOptions, listMonthOptions } from '../shared/options'
import {
  FIELD_KEYS,
  NOTICE_KEYS,
  OPT_IN_KEYS,
  PASSWORD_RULE_KEYS,
  PREFERENCE_KEYS,
  SIGN_UP_KEYS,
  SIGN_UP_TEMPLATE_KEYS,
  pickFormKit,
  pickStrings,
  pickTemplates,
} from '../strings'
import type { AccountBlockContext } from '../types'
import { AccountBlockFrame, frameId } from './account-block-frame'
import { loadAccountTranslator } from './load-strings'

export async function AccountSignUpBlockView({
  block,
  context,
  casinoChoices,
}: {
  block: AccountSignUpBlock
  context: AccountBlockContext
  casinoChoices: () => Promise<readonly CasinoChoice[]>
}) {
  const { locale } = context
  // The invitation mail's link carries the sponsor's code: the form opens with it filled in.
  const sponsorCode = readSponsorCodeParam(context.query ?? {}, locale)
  const [t, captcha, casinos] = await Promise.all([
    loadAccountTranslator(locale),
    loadCaptchaProps(locale),
    casinoChoices(),
  ])
  const strings = {
    ...pickStrings(t, 'signUp', SIGN_UP_KEYS),
    ...pickTemplates(t, 'signUp', SIGN_UP_TEMPLATE_KEYS),
  }
  const door = block.door === 'collaborator' ? 'collaborator' : 'hub'
  return (
    <AccountBlockFrame
      id={frameId(block)}
      heading={
        block.heading || (door === 'collaborator' ? strings.collaboratorTitle : strings.title)
      }
      intro={block.intro}
      width="wide"
    >
      {door === 'collaborator' ? (
        <p className="mb-6 rounded-card border border-gold-400/60 bg-ink-900 p-4 text-ivory-100">
          {strings.collaboratorNotice}
        </p>
      ) : null}
      {sponsorCode ? (
        <p className="mb-6 rounded-card border border-gold-400/60 bg-ink-900 p-4 text-ivory-100">
          {t('signUp.sponsorPrefilled', { code: sponsorCode })}
        </p>
      ) : null}
      <SignUpForm
        locale={locale}
        door={door}
        initialSponsorCode={sponsorCode}
        kit={pickFormKit(t)}
        strings={strings}
        fields={pickStrings(t, 'fields', FIELD_KEYS)}
        optIns={pickStrings(t, 'optIns', OPT_IN_KEYS)}
        preferences={pickStrings(t, 'preferences', PREFERENCE_KEYS)}
        passwordRules={pickStrings(t, 'password', PASSWORD_RULE_KEYS)}
        notices={pickStrings(t, 'notices', NOTICE_KEYS)}
        countryOptions={listCountryOptions(locale)}
        casinoOptions={[...casinos]}
        monthOptions={listMonthOptions(locale)}
        links={{
          login: accountHref('login', locale),
          forgotPassword: accountHref('forgotPassword', locale),
        }}
        captcha={captcha}
      />
    </AccountBlockFrame>
  )
}
