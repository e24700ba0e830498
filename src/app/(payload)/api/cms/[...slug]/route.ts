/* Payload's REST API, mounted under /api/cms so /api/epc stays the product API. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { guardRestRoute } from '@/platform/cms/rest-guards'

// Malformed requests are answered before Payload, which would fail on them with a 500 (ADR 0042).
export const GET = guardRestRoute(REST_GET(config))
export const POST = guardRestRoute(REST_POST(config))
export const DELETE = guardRestRoute(REST_DELETE(config))
export const PATCH = guardRestRoute(REST_PATCH(config))
export const PUT = guardRestRoute(REST_PUT(config))
export const OPTIONS = guardRestRoute(REST_OPTIONS(config))
