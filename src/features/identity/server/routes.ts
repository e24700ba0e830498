import { NextResponse, type NextRequest } from 'next/server'

import {
  ApiError,
  apiRoute,
  fromNextRequest,
  toNextResponse,
  type ApiContext,
} from '@/platform/http/api'
import { getPayloadClient } from '@/platform/payload'
import { verifyCaptcha, type CaptchaForm } from '@/platform/security/captcha/verify-captcha'
import { passPublicFormGate as passFormsGate } from '@/platform/security/public-form-gate'

import {
  activateEmail,
  requestActivationMail,
  requestPasswordReset,
  resetPassword,
  signUp,
  updatePassword,
} from './account-service'
import {
  CardLoginBodySchema,
  CardSearchQuerySchema,
  CardValidateQuerySchema,
  EmailBodySchema,
  EmptyBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LuckyDaysBodySchema,
  ProfileUpdateBodySchema,
  ResetPasswordBodySchema,
  SignUpBodySchema,
  TokenBodySchema,
  UpdatePasswordBodySchema,
} from './api-schemas'
import {
  loginWithCard,
  loginWithPassword,
  logout,
  logoutByCard,
  refreshSession,
  type SessionTokens,
} from './auth-service'
import { searchCard, validateCard } from './card-service'
import {
  identityRoute,
  invalidIdentityInput,
  mapIdentityError,
  requireMemberId,
  requireMemberSession,
} from './http'
import { hotelCodeForFields, IdentityError } from '../domain/error-codes'
import { FormValidationError, type IdentityContext } from './context'
import { answerInit } from './init-endpoint'
import { toProfileDto, type InitParts } from './member-dto'
import type { MemberRules } from './member-rules'
import { MembersRepository } from './members-repository'
import { acceptTerms, getInit, updateLuckyDays, updateProfile } from './profile-service'
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './session-cookies'
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens'

/**
 * The product API of the spec (section 7) and the session endpoints. Each export is a Next route
 * handler; src/app/api/epc/** only re-exports them. The member always comes from the session.
 */

async function toIdentityContext(ctx: ApiContext): Promise<IdentityContext> {
  return {
    payload: await getPayloadClient(),
    now: ctx.now,
    locale: ctx.locale,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  }
}

function sessionResponse(tokens: SessionTokens, status = 200): NextResponse {
  const response = NextResponse.json(
    { profile: toProfileDto(tokens.member), expiresIn: ACCESS_TOKEN_TTL_SECONDS },
    { status },
  )
  setSessionCookies(response.cookies, tokens)
  return response
}

const ok = () => NextResponse.json({ ok: true })

/**
 * The public forms' gate (forms area): the captcha first, then the per-address rate limit. A
 * refused captcha is a field error (shown under the captcha), too many requests the spec's
 * tooManyAttempts.
 */
async function passPublicFormGate(
  identity: IdentityContext,
  form: Extract<CaptchaForm, 'signUp' | 'forgotPassword'>,
  captcha: string | null | undefined,
): Promise<void> {
  const refusal = await passFormsGate(identity.payload, {
    form,
    captcha,
    ip: identity.ip,
    now: identity.now,
  })
  if (refusal?.code === 'captcha') {
    throw new FormValidationError({ captcha: [{ code: refusal.captcha }] })
  }
  if (refusal?.code === 'tooManyRequests') {
    const seconds = refusal.retryAfterSeconds
    throw new IdentityError('hub.tooManyAttempts', {
      params: { minutes: Math.max(1, Math.ceil(seconds / 60)), retryAfterSeconds: seconds },
    })
  }
}

/**
 * A login carrying the captcha (asked for after too many failures from the caller's network,
 * ADR 0017): true once it is verified. A wrong or replayed one is a field error, like on the forms.
 */
async function passedLoginCaptcha(
  identity: IdentityContext,
  captcha: string | null | undefined,
): Promise<boolean> {
  if (!captcha) return false
  const verdict = await verifyCaptcha(identity.payload, {
    token: captcha,
    form: 'login',
    ip: identity.ip,
    now: identity.now,
  })
  if (!verdict.ok) throw new FormValidationError({ captcha: [{ code: verdict.code }] })
  return true
}

const body = <S extends Parameters<typeof apiRoute>[0]['schema']>(schema: S) => ({
  schema,
  source: 'body' as const,
  ...identityRoute,
})
const query = <S extends Parameters<typeof apiRoute>[0]['schema']>(schema: S) => ({
  schema,
  source: 'query' as const,
  ...identityRoute,
})

/**
 * GET /api/epc/users/init, given the programmes' parts (composed in src/server so that identity
 * depends on no programme). Also served outside Next by the server's fast route (ADR 0015): same
 * function, same answers.
 */
export function createInitRoute(readParts: InitParts) {
  return async function initRoute(request: NextRequest): Promise<Response> {
    const answer = await answerInit(
      fromNextRequest(request),
      async (memberId) => new MembersRepository(await getPayloadClient()).findForInit(memberId),
      readParts,
    )
    return toNextResponse(answer)
  }
}

/** Errors are returned inside the body, never thrown at the client (spec: data, status, error). */
function wrapped(status: number, data: unknown, error: unknown) {
  return NextResponse.json({ data, status, error }, { status })
}

/**
 * At the hotel programme's doors, a form refused field by field answers the hotel catalogue's
 * code (0011, 0012, 0005, 0041) with its field errors kept.
 */
async function withHotelFieldCodes<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof FormValidationError)) throw error
    const code = hotelCodeForFields(error.fieldErrors)
    if (!code) throw error
    throw new IdentityError(code, { fieldErrors: error.fieldErrors, cause: error })
  }
}

/**
 * POST /api/epc/users/signup, given sponsorship's cap and the hotel programme's collaborator rule
 * (composed in src/server).
 */
export const createSignUpRoute = (
  rules: Pick<MemberRules, 'canTakeGodson' | 'collaborators' | 'casinoChoices'>,
) =>
  apiRoute(
    {
      schema: SignUpBodySchema,
      source: 'body',
      mapError: (error, ctx) => {
        const mapped = mapIdentityError(error, ctx)
        return mapped
          ? new ApiError(
              mapped.status,
              { data: null, status: mapped.status, error: mapped.body },
              mapped.headers,
            )
          : null
      },
      invalidInput: (ctx, issues) => {
        const mapped = invalidIdentityInput(ctx, issues)
        return new ApiError(400, { data: null, status: 400, error: mapped.body })
      },
    },
    async (ctx, input) => {
      const identity = await toIdentityContext(ctx)
      await passPublicFormGate(identity, 'signUp', input.captcha)
      const { door, ...form } = input
      const result =
        door === 'collaborator'
          ? await withHotelFieldCodes(() => signUp(identity, form, rules, 'collaborator'))
          : await signUp(identity, form, rules, 'hub')
      return wrapped(
        201,
        {
          state: result.member.state,
          emailVerified: result.member.emailVerified === true,
          path: result.path,
        },
        null,
      )
    },
  )

/** PUT /api/epc/users/update, given venues' casinos (the favourite casino's choices). */
export const createUpdateProfileRoute = (rules: Pick<MemberRules, 'casinoChoices'>) =>
  apiRoute(body(ProfileUpdateBodySchema), async (ctx, input) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    return NextResponse.json(
      await updateProfile(await toIdentityContext(ctx), memberId, input, rules),
    )
  })

/** PUT /api/epc/users/lucky-days, given loyalty's rule on changing them (composed in src/server). */
export const createLuckyDaysRoute = (rules: Pick<MemberRules, 'canChangeLuckyDays'>) =>
  apiRoute(body(LuckyDaysBodySchema), async (ctx, input) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    return NextResponse.json(
      await updateLuckyDays(await toIdentityContext(ctx), memberId, input, rules),
    )
  })

export function createAcceptCguRoute(readParts: InitParts) {
  return apiRoute(body(EmptyBodySchema), async (ctx) => {
    const memberId = await requireMemberId(ctx.request, ctx)
    const identity = await toIdentityContext(ctx)
    await acceptTerms(identity, memberId)
    // The spec calls init again after accepting; the answer already is what init returns.
    return NextResponse.json(await getInit(identity, memberId, readParts))
  })
}

export const cardValidateRoute = apiRoute(query(CardValidateQuerySchema), async (ctx, input) =>
  NextResponse.json(await validateCard(await toIdentityContext(ctx), input.cardNumber)),
)

export const cardSearchRoute = apiRoute(query(CardSearchQuerySchema), async (ctx, input) =>
  NextResponse.json(await searchCard(await toIdentityContext(ctx), input)),
)

export const loginRoute = apiRoute(body(LoginBodySchema), async (ctx, input) => {
  const identity = await toIdentityContext(ctx)
  const passedCaptcha = await passedLoginCaptcha(identity, input.captcha)
  return sessionResponse(await loginWithPassword(identity, input, { passedCaptcha }))
})

/**
 * The hotel programme's door (ADR 0052): the same account and session as the hub's login, with
 * the hotel lockout (3 failures → 1 hour, hotel.0072) on the account's one counter.
 */
export const hotelLoginRoute = apiRoute(body(LoginBodySchema), async (ctx, input) => {
  const identity = await toIdentityContext(ctx)
  const passedCaptcha = await passedLoginCaptcha(identity, input.captcha)
  return sessionResponse(
    await withHotelFieldCodes(() =>
      loginWithPassword(identity, input, { passedCaptcha, door: 'hotel' }),
    ),
  )
})

export const cardLoginRoute = apiRoute(body(CardLoginBodySchema), async (ctx, input) => {
  const identity = await toIdentityContext(ctx)
  const passedCaptcha = await passedLoginCaptcha(identity, input.captcha)
  return sessionResponse(await loginWithCard(identity, input, { passedCaptcha }))
})

export const refreshRoute = apiRoute(
  {
    ...body(EmptyBodySchema),
    // A refused refresh also clears the cookies, so the browser stops presenting a dead token.
    mapError: (error, ctx: ApiContext) => mapIdentityError(error, ctx),
  },
  async (ctx) => {
    try {
      return sessionResponse(
        await refreshSession(
          await toIdentityContext(ctx),
          ctx.request.cookies.get(REFRESH_COOKIE)?.value,
        ),
      )
    } catch (error) {
      const mapped = mapIdentityError(error, ctx)
      if (!mapped) throw error
      const response = NextResponse.json(mapped.body, { status: mapped.status })
      clearSessionCookies(response.cookies)
      return response
    }
  },
)

export const logoutRoute = apiRoute(body(EmptyBodySchema), async (ctx) => {
  await logout(await toIdentityContext(ctx), ctx.request.cookies.get(REFRESH_COOKIE)?.value)
  const response = ok()
  clearSessionCookies(response.cookies)
  return response
})

export const logoutByCardRoute = apiRoute(body(CardLoginBodySchema), async (ctx, input) => {
  const result = await logoutByCard(await toIdentityContext(ctx), input)
  const response = NextResponse.json({ ok: true, endedSessions: result.endedSessions })
  clearSessionCookies(response.cookies)
  return response
})

export const activateRoute = apiRoute(body(TokenBodySchema), async (ctx, input) => {
  const member = await activateEmail(await toIdentityContext(ctx), input.token)
  return NextResponse.json({ ok: true, state: member.state })
})

export const resendActivationRoute = apiRoute(body(EmailBodySchema), async (ctx, input) => {
  await requestActivationMail(await toIdentityContext(ctx), input.email)
  return ok()
})

export const forgotPasswordRoute = apiRoute(body(ForgotPasswordBodySchema), async (ctx, input) => {
  const identity = await toIdentityContext(ctx)
  await passPublicFormGate(identity, 'forgotPassword', input.captcha)
  await requestPasswordReset(identity, input.email)
  return ok()
})

export const resetPasswordRoute = apiRoute(body(ResetPasswordBodySchema), async (ctx, input) => {
  await resetPassword(await toIdentityContext(ctx), input)
  const response = ok()
  // Every session ended with the old password, this browser's included.
  clearSessionCookies(response.cookies)
  return response
})

export const updatePasswordRoute = apiRoute(body(UpdatePasswordBodySchema), async (ctx, input) => {
  const caller = await requireMemberSession(ctx.request, ctx)
  const { endedSessions } = await updatePassword(await toIdentityContext(ctx), caller, input)
  return NextResponse.json({ ok: true, endedSessions })
})
