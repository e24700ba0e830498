import { CreditCard } from 'lucide'
import { Icon } from '@/ui/primitives/icon'

/** What a pre-member sees instead of points: the card is to be collected at a casino. */
export function PreMemberNotice({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex gap-4 rounded-card border border-gold-400/50 bg-gold-400/10 p-5">
      <Icon icon={CreditCard} aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-300" />
      <div>
        <h3 className="font-sans text-lg font-semibold text-ivory-50">{title}</h3>
        <p className="mt-1 text-ink-200">{text}</p>
      </div>
    </div>
  )
}
