import { constants, crc32, createDeflateRaw } from 'node:zlib'

/**
 * A response body stored once and sent many times with a fresh value in its holes (a page's CSP
 * nonce, ADR 0057), as identity or as gzip, without compressing it again for each answer.
 *
 * The gzip form is the stored text compressed once (see prepareGzip) and joined with each
 * answer's hole values written as stored (uncompressed) deflate blocks; the CRC-32 of the whole
 * text and its length close the gzip member (RFC 1951 §3.2.4, RFC 1952). Per answer the cost is
 * one CRC-32 over the text (≈ 40 µs for 140 KB) and one copy.
 */
export class BodyTemplate {
  private deflated: Buffer[] | null = null
  /** Per segment: its CRC-32, and the operator that shifts a CRC over its length. */
  private segmentCrcs: { crc: number; shift: number }[] = []

  private constructor(
    /** The text between the holes: holes + 1 segments. */
    private readonly segments: readonly Buffer[],
    /** Every hole's value has this many bytes. */
    readonly holeLength: number,
  ) {}

  /** Splits `body` at each occurrence of `hole` (none: one segment, nothing to fill). */
  static split(body: Buffer, hole: string): BodyTemplate {
    const marker = Buffer.from(hole)
    const segments: Buffer[] = []
    let start = 0
    for (;;) {
      const at = marker.length ? body.indexOf(marker, start) : -1
      if (at === -1) break
      segments.push(body.subarray(start, at))
      start = at + marker.length
    }
    segments.push(body.subarray(start))
    return new BodyTemplate(segments, marker.length)
  }

  get holes(): number {
    return this.segments.length - 1
  }

  /** The whole text's length once filled. */
  get length(): number {
    return (
      this.segments.reduce((total, segment) => total + segment.length, 0) +
      this.holes * this.holeLength
    )
  }

  /** Bytes kept in memory (text and its compressed segments). */
  get storedBytes(): number {
    const compressed = this.deflated?.reduce((total, part) => total + part.length, 0) ?? 0
    return this.segments.reduce((total, segment) => total + segment.length, 0) + compressed
  }

  private check(fill: Buffer) {
    if (fill.length !== this.holeLength) {
      throw new RangeError(`a hole takes ${this.holeLength} bytes, not ${fill.length}`)
    }
  }

  /** The text with every hole filled with `fill`. */
  identity(fill: Buffer): Buffer {
    this.check(fill)
    const parts: Buffer[] = []
    this.segments.forEach((segment, index) => {
      if (index > 0) parts.push(fill)
      parts.push(segment)
    })
    return Buffer.concat(parts, this.length)
  }

  /**
   * Compresses the text once, off the main thread; gzip() answers null until then. One deflate
   * stream, flushed (Z_SYNC_FLUSH: byte-aligned, the window kept) at each end of a segment, so
   * later segments still refer back to earlier ones and the whole compresses about as well as
   * in one piece. Where a hole is, the compressor is given bytes that never occur in the text
   * (0xFF, not in UTF-8): no later match can take any of them, and their compressed form, cut
   * out between two flushes, is replaced in each answer by a stored block of the same length.
   */
  async prepareGzip(level = 9): Promise<void> {
    if (this.deflated) return
    for (const segment of this.segments) {
      if (segment.includes(0xff)) throw new RangeError('a segment holds the 0xFF filler byte')
    }
    const stream = createDeflateRaw({ level })
    const out: Buffer[] = []
    stream.on('data', (chunk: Buffer) => out.push(chunk))
    const take = () => {
      const taken = Buffer.concat(out)
      out.length = 0
      return taken
    }
    const flushed = (bytes: Buffer) =>
      new Promise<Buffer>((resolve, reject) => {
        stream.write(bytes, (error) => {
          if (error) return reject(error)
          stream.flush(constants.Z_SYNC_FLUSH, () => resolve(take()))
        })
      })
    const filler = Buffer.alloc(this.holeLength, 0xff)
    const parts: Buffer[] = []
    for (const [index, segment] of this.segments.entries()) {
      if (index > 0) await flushed(filler)
      parts.push(await flushed(segment))
    }
    // The readable side's end: the last block, marked final, has been read by then.
    await new Promise<void>((resolve, reject) => {
      stream.once('error', reject)
      stream.once('end', () => resolve())
      stream.end()
    })
    parts[parts.length - 1] = Buffer.concat([parts.at(-1)!, take()])
    this.segmentCrcs = this.segments.map((segment) => ({
      crc: crc32(segment),
      shift: crcShift(segment.length),
    }))
    this.holeShift = crcShift(this.holeLength)
    this.deflated = parts
  }

  private holeShift = 0

  get gzipReady(): boolean {
    return this.deflated !== null
  }

  /** The filled text as one gzip member, or null while prepareGzip has not finished. */
  gzip(fill: Buffer): Buffer | null {
    this.check(fill)
    if (!this.deflated) return null
    const hole = storedBlock(fill)
    const parts: Buffer[] = [GZIP_HEADER]
    // The CRC-32 of the whole text from the segments' own (computed once) and the value's: a few
    // microseconds where running it over the text took ≈ 40 (zlib's crc32_combine).
    const holeCrc = crc32(fill)
    let crc = 0
    this.segments.forEach((_, index) => {
      const segment = this.segmentCrcs[index]!
      if (index > 0) {
        parts.push(hole)
        crc = combineCrc(crc, holeCrc, this.holeShift)
      }
      parts.push(this.deflated![index]!)
      crc = index === 0 ? segment.crc : combineCrc(crc, segment.crc, segment.shift)
    })
    const trailer = Buffer.alloc(8)
    trailer.writeUInt32LE(crc >>> 0, 0)
    trailer.writeUInt32LE(this.length % 2 ** 32, 4)
    parts.push(trailer)
    return Buffer.concat(parts)
  }
}

/** gzip member header: deflate, no flags, no time, unknown OS (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])

/** CRC-32's polynomial, bit-reflected (as zlib). */
const POLY = 0xedb88320

/** a(x) · b(x) modulo the CRC polynomial, both bit-reflected (zlib's multmodp). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000
  let product = 0
  let factor = b >>> 0
  for (;;) {
    if (a & m) {
      product ^= factor
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    if (m === 0) break
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1
  }
  return product >>> 0
}

/** x^(2^k) modulo the polynomial, for k = 0…31 (zlib's x2n_table). */
const X2N: number[] = [0x40000000]
for (let k = 1; k < 32; k++) X2N.push(multiplyModP(X2N[k - 1]!, X2N[k - 1]!))

/** The operator that moves a CRC over `length` more bytes: x^(8·length) mod p (x2nmodp). */
export function crcShift(length: number): number {
  let power = 0x80000000
  let n = length
  let k = 3
  while (n > 0) {
    if (n & 1) power = multiplyModP(X2N[k & 31]!, power)
    n = Math.floor(n / 2)
    k++
  }
  return power
}

/** CRC-32 of A then B from CRC(A), CRC(B) and B's shift (zlib's crc32_combine). */
export function combineCrc(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0
}

/** `bytes` as one stored, non-final deflate block (starting byte-aligned). */
export function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) throw new RangeError('a stored block holds at most 65,535 bytes')
  const block = Buffer.alloc(5 + bytes.length)
  block[0] = 0x00
  block.writeUInt16LE(bytes.length, 1)
  block.writeUInt16LE(~bytes.length & 0xffff, 3)
  bytes.copy(block, 5)
  return block
}
