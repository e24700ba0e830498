import type { ReactNode } from 'react'

/** The body of the 404 and 500 pages (status, message, help and the ways out). */
export function ErrorPanel({
  status,
  title,
  message,
  help,
  actions,
}: {
  status: string
  title: string
  message: ReactNode
  help: string
  actions: ReactNode
}) {
  return (
    <section className="mx-auto flex min-h-[60svh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="font-display text-7xl text-gold-400 sm:text-8xl">{status}</p>
      <h1 className="mt-4 text-3xl text-ivory-50 sm:text-4xl">{title}</h1>
      <p className="mt-4 font-mono text-sm break-all text-ink-300" data-testid="error-message">
        {message}
      </p>
      <p className="mt-4 text-lg text-ink-200">{help}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  )
}
