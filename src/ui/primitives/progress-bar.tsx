type Props = {
  id: string
  label: string
  /** Spoken and shown: "3 000 sur 10 000 points statut". */
  valueText: string
  value: number
  max: number
  percent: number
  children?: React.ReactNode
}

/** A labelled bar towards a target (status points, nights) (role progressbar with its values). */
export function ProgressBar({ id, label, valueText, value, max, percent, children }: Props) {
  const labelId = `${id}-label`
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-semibold text-ivory-100">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className="h-3 overflow-hidden rounded-full border border-ink-600 bg-ink-800"
      >
        <div className="h-full rounded-full bg-gold-400" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-ink-200">{valueText}</p>
      {children}
    </div>
  )
}
