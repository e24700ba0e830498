import { cn } from './cn'

export type StatusTone = 'ok' | 'warning' | 'muted' | 'highlight'

const tones: Record<StatusTone, string> = {
  ok: 'border-emerald-400/60 text-emerald-400',
  warning: 'border-ruby-400/70 text-ruby-400',
  muted: 'border-ink-600 text-ink-300',
  highlight: 'border-gold-400/70 text-gold-200',
}

export function StatusBadge({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase',
        tones[tone],
      )}
    >
      {children}
    </span>
  )
}
