/**
 * What a part of a page shows while its data streams in: grey bars in the part's frame, announced
 * as busy, with one polite status for screen readers ("Chargement…"). Server-rendered, no script.
 */
export function Skeleton({ label, className }: { label: string; className?: string }) {
  return (
    <section aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-4 rounded-xl bg-ink-900 p-6">
        <div className="h-6 w-1/3 rounded bg-ink-700" />
        <div className="h-4 w-2/3 rounded bg-ink-800" />
        <div className="h-4 w-1/2 rounded bg-ink-800" />
        <div className="h-24 w-full rounded bg-ink-800" />
      </div>
    </section>
  )
}
