import { z } from 'zod'

import {
  CardLoginBodySchema,
  CardSearchQuerySchema,
  CardSearchSchema,
  CardValidateQuerySchema,
  CardValidationSchema,
  EmailBodySchema,
  ForgotPasswordBodySchema,
  ErrorSchema,
  createInitSchema,
  LoginBodySchema,
  LuckyDaysBodySchema,
  OkSchema,
  PasswordChangedSchema,
  ProfileSchema,
  ProfileUpdateBodySchema,
  ResetPasswordBodySchema,
  SessionSchema,
  SignUpBodySchema,
  SignUpResultSchema,
  TokenBodySchema,
  UpdatePasswordBodySchema,
} from './api-schemas'

/** One operation of the product API; other areas add theirs (composed in the route). */
export type ApiOperation = {
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  summary: string
  /** The status of a success when not 200. */
  successStatus?: number
  /** Path parameters ({name} in the path) and the values they take. */
  pathParams?: Record<string, readonly string[]>
  member?: boolean
  body?: z.ZodType
  query?: z.ZodObject
  response: z.ZodType
  errors: number[]
}

const buildOperations = (InitSchema: z.ZodType): ApiOperation[] => [
  {
    method: 'get',
    path: '/api/epc/users/init',
    summary: 'The member’s profile, loyalty and sponsorship',
    member: true,
    response: InitSchema,
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/epc/users/signup',
    summary:
      'Sign up (new customer → pre-member, card holder → active); errors come back in the body',
    body: SignUpBodySchema,
    response: SignUpResultSchema,
    errors: [400, 409],
  },
  {
    method: 'put',
    path: '/api/epc/users/update',
    summary: 'Replace the editable profile fields; answers the new profile',
    member: true,
    body: ProfileUpdateBodySchema,
    response: ProfileSchema,
    errors: [400, 401],
  },
  {
    method: 'put',
    path: '/api/epc/users/lucky-days',
    summary: 'Set the two favourite dates (MM-DD) that double points',
    member: true,
    body: LuckyDaysBodySchema,
    response: ProfileSchema,
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/api/epc/users/accept-cgu',
    summary: 'Accept the current terms of use; answers init',
    member: true,
    response: InitSchema,
    errors: [401],
  },
  {
    method: 'get',
    path: '/api/epc/card/validate',
    summary:
      'Whether a card number may open an online account: `valid` for a known card without an account, `hasAccount` when a member account already carries the card (log in or reset the password instead); limited per address (429)',
    query: CardValidateQuerySchema,
    response: CardValidationSchema,
    errors: [400, 429],
  },
  {
    method: 'get',
    path: '/api/epc/card/search',
    summary: 'Find the card holder by card number, birthdate and last name',
    query: CardSearchQuerySchema,
    response: CardSearchSchema,
    errors: [400, 429],
  },
  {
    method: 'post',
    path: '/api/epc/auth/login',
    summary:
      'Log in with email and password (sets the session cookies); after too many failures from one network (429 tooManyFailures) the body must carry `captcha`; a suspended account answers 403 suspended',
    body: LoginBodySchema,
    response: SessionSchema,
    errors: [400, 401, 403, 423, 429],
  },
  {
    method: 'post',
    path: '/api/epc/auth/hotel-login',
    summary:
      'The hotel programme’s login: the same account and session, with the hotel lockout (3 failures → blocked 1 hour, 423 hotel.0072) on the account’s one lockout counter, so a block set at either login refuses both',
    body: LoginBodySchema,
    response: SessionSchema,
    errors: [400, 401, 403, 423, 429],
  },
  {
    method: 'post',
    path: '/api/epc/auth/login-card',
    summary:
      'Log in with card number and birthdate (kiosk); after too many failures from one network (429 tooManyFailures) the body must carry `captcha`',
    body: CardLoginBodySchema,
    response: SessionSchema,
    errors: [400, 401, 403, 423, 429],
  },
  {
    method: 'post',
    path: '/api/epc/auth/refresh',
    summary:
      'Rotate the refresh token (cookie, single use) and get fresh tokens; concurrent calls of one client with one token get the same successor, any other reuse ends the session',
    response: SessionSchema,
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/epc/auth/logout',
    summary: 'End this session and clear the cookies',
    response: OkSchema,
    errors: [],
  },
  {
    method: 'post',
    path: '/api/epc/auth/logout-card',
    summary: 'End every kiosk session of a card',
    body: CardLoginBodySchema,
    response: OkSchema,
    errors: [400, 401, 423, 429],
  },
  {
    method: 'post',
    path: '/api/epc/auth/activate',
    summary: 'Confirm the email address with the mailed token',
    body: TokenBodySchema,
    response: OkSchema,
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/epc/auth/resend-activation',
    summary: 'Send the activation link again (same answer for any address)',
    body: EmailBodySchema,
    response: OkSchema,
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/epc/auth/forgot-password',
    summary: 'Mail a password reset link (same answer for any address)',
    body: ForgotPasswordBodySchema,
    response: OkSchema,
    errors: [400, 429],
  },
  {
    method: 'post',
    path: '/api/epc/auth/reset-password',
    summary: 'Choose a new password with the mailed token',
    body: ResetPasswordBodySchema,
    response: OkSchema,
    errors: [400],
  },
  {
    method: 'put',
    path: '/api/epc/auth/password',
    summary: 'Change the password while logged in; every other session of the member ends',
    member: true,
    body: UpdatePasswordBodySchema,
    response: PasswordChangedSchema,
    errors: [400, 401],
  },
]

const json = (schema: z.ZodType) => ({
  'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
})

/** OpenAPI 3.1 of the product API, generated from the same zod schemas the routes parse with. */
/**
 * The product API's document; the init answer's loyalty and sponsorship parts come from those
 * areas.
 */
export function buildOpenApiDocument(
  serverUrl: string,
  parts: {
    loyalty: z.ZodType
    sponsorship: z.ZodType
    hotel: z.ZodType
    operations?: readonly ApiOperation[]
  },
) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of [...buildOperations(createInitSchema(parts)), ...(parts.operations ?? [])]) {
    const pathParameters = Object.entries(op.pathParams ?? {}).map(([name, values]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string', enum: [...values] },
    }))
    const queryParameters = op.query
      ? Object.keys(op.query.shape).map((name) => ({
          name,
          in: 'query',
          required: false,
          schema: { type: 'string' },
        }))
      : [
          {
            name: 'lang',
            in: 'query',
            required: false,
            schema: { type: 'string', enum: ['fr', 'en'] },
          },
        ]
    const parameters = [...pathParameters, ...queryParameters]
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        summary: op.summary,
        parameters,
        ...(op.body ? { requestBody: { required: true, content: json(op.body) } } : {}),
        ...(op.member ? { security: [{ accessTokenCookie: [] }, { bearer: [] }] } : {}),
        responses: {
          [String(op.successStatus ?? (op.path.endsWith('/signup') ? 201 : 200))]: {
            description: 'OK',
            content: json(op.response),
          },
          ...Object.fromEntries(
            op.errors.map((status) => [
              String(status),
              { description: 'Error', content: json(ErrorSchema) },
            ]),
          ),
          '500': {
            description: 'Technical error (generic message, request id)',
            content: json(ErrorSchema),
          },
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Atout product API',
      version: '1.0.0',
      description: 'Member identity and account (spec section 7). Messages follow ?lang=fr|en.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: {
        accessTokenCookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT (ES256, keys at /.well-known/jwks.json)',
        },
      },
    },
  }
}
