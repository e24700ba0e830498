/** The largest body a product API call reads (a form or a JSON document of a few fields). */
export const MAX_API_BODY_BYTES = 1_000_000

export type BodyRead =
  { ok: true; value: unknown } | { ok: false; reason: 'tooLarge' | 'unreadable' }

/** The body's bytes, or null past `maxBytes` (the declared length first, then as they come). */
async function readBytes(request: Request, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return null
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The body as text (as `request.text()`, bad UTF-8 replaced), or null past `maxBytes`: for bodies
 * read whole before anything else (a signature over the raw body).
 */
export async function readRequestText(
  request: Request,
  maxBytes = MAX_API_BODY_BYTES,
): Promise<string | null> {
  const bytes = await readBytes(request, maxBytes)
  return bytes === null ? null : new TextDecoder().decode(bytes)
}

/**
 * A JSON or form body as a value, read with a size limit: too large, or not what its
 * Content-Type says (JSON that does not parse, bytes that are not UTF-8, a broken multipart
 * form), is a refusal the caller answers with 413 or 400, never an exception. An empty body is
 * `undefined`, as is a body of another type (which the route's schema then refuses or ignores).
 */
export async function readRequestBody(
  request: Request,
  maxBytes = MAX_API_BODY_BYTES,
): Promise<BodyRead> {
  const contentType = request.headers.get('content-type') ?? ''
  const type = contentType.toLowerCase()
  const isJson = type.includes('application/json')
  const isUrlEncoded = type.includes('application/x-www-form-urlencoded')
  const isMultipart = type.includes('multipart/form-data')
  if (!isJson && !isUrlEncoded && !isMultipart) return { ok: true, value: undefined }
  let bytes: Buffer | null
  try {
    bytes = await readBytes(request, maxBytes)
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  if (bytes === null) return { ok: false, reason: 'tooLarge' }
  if (bytes.byteLength === 0) return { ok: true, value: undefined }
  try {
    if (isMultipart) {
      // The original header: the boundary is case-sensitive.
      const form = await new Response(new Blob([new Uint8Array(bytes)]), {
        headers: { 'content-type': contentType },
      }).formData()
      return { ok: true, value: Object.fromEntries(form.entries()) }
    }
    const text = utf8.decode(bytes)
    if (isUrlEncoded) return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) }
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
}

/** True for a JSON object or a form's fields (not an array, a string, a number or null). */
export function isFieldRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
