/* Payload's GraphQL endpoint (/api/cms/graphql). */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardGraphqlRoute } from '@/platform/cms/rest-guards'

// Malformed requests are answered before Payload, which would fail on them with a 500 (ADR 0042).
export const POST = guardGraphqlRoute(GRAPHQL_POST(config))
export const OPTIONS = guardGraphqlRoute(REST_OPTIONS(config))
