import type { VoucherDto } from '../server/views'
import { voucherQrPath } from './format'

export type VoucherCardStrings = {
  title: string
  codeLabel: string
  qrLabel: string
  validUntil: string
  casino: string
  hint: string
  status?: string
}

/**
 * A voucher as the desk reads it: the code as text (large, spaced) and as a QR code, its validity
 * and casino. The QR code is drawn on the server for its owner (voucherQrRoute).
 */
export function VoucherCard({
  voucher,
  strings,
}: {
  voucher: Pick<VoucherDto, 'code' | 'status'>
  strings: VoucherCardStrings
}) {
  const usable = voucher.status === 'issued'
  return (
    <article
      className="flex flex-col gap-4 rounded-card border border-gold-400/40 bg-ink-900 p-5 sm:flex-row sm:items-center"
      aria-label={strings.title}
    >
      {usable ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small SVG from our API, per member: nothing for next/image to optimise
        <img
          src={voucherQrPath(voucher.code)}
          alt={strings.qrLabel}
          width={144}
          height={144}
          className="size-36 shrink-0 rounded bg-white p-1"
        />
      ) : null}
      <div className="flex flex-col gap-1">
        <h3 className="text-lg text-ivory-50">{strings.title}</h3>
        {strings.status ? (
          <p className="text-xs font-semibold tracking-widest text-gold-300 uppercase">
            {strings.status}
          </p>
        ) : null}
        <p className="text-sm text-ink-300">{strings.codeLabel}</p>
        <p className="font-mono text-2xl tracking-[0.2em] text-ivory-50" data-voucher-code>
          {voucher.code}
        </p>
        <p className="text-sm text-ink-200">{strings.validUntil}</p>
        <p className="text-sm text-ink-200">{strings.casino}</p>
        {usable ? <p className="text-sm text-ink-300">{strings.hint}</p> : null}
      </div>
    </article>
  )
}
