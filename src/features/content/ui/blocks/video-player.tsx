'use client'

import { Play } from 'lucide'
import { useState, type ReactNode } from 'react'
import { Icon } from '@/ui/primitives/icon'

type Props = {
  embedUrl: string
  title: string
  playLabel: string
  notice: string
  poster: ReactNode
}

export function VideoPlayer({ embedUrl, title, playLabel, notice, poster }: Props) {
  const [playing, setPlaying] = useState(false)
  return (
    <div className="relative aspect-video overflow-hidden rounded-card bg-ink-900 shadow-card">
      {playing ? (
        <iframe
          src={embedUrl}
          title={title}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {poster}
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink-950/40 text-ivory-50 hover:bg-ink-950/20"
          >
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-gold-400 text-ink-950 shadow-card">
              <Icon icon={Play} aria-hidden="true" className="size-7 translate-x-0.5" />
            </span>
            <span className="font-semibold">{playLabel}</span>
            <span className="max-w-md px-6 text-center text-xs text-ink-200">{notice}</span>
          </button>
        </>
      )}
    </div>
  )
}
