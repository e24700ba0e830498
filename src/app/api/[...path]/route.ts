import { NextResponse, type NextRequest } from 'next/server'

import { resolveRequestLocale } from '@/platform/http/api'
import { getTranslator } from '@/platform/i18n/translator'

/**
 * Any /api path no route answers (our product API's own routes, Payload's /api/cms and the
 * calendar files are matched first): a JSON 404 in the product API's error shape, not the HTML
 * page a browser would get.
 */
function answerNotFound(request: NextRequest): NextResponse {
  const message = getTranslator(resolveRequestLocale(request), 'api')('notFound')
  return NextResponse.json(
    { code: 'notFound', message },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  )
}

export const dynamic = 'force-dynamic'

export const GET = answerNotFound
export const HEAD = answerNotFound
export const POST = answerNotFound
export const PUT = answerNotFound
export const PATCH = answerNotFound
export const DELETE = answerNotFound
export const OPTIONS = answerNotFound
