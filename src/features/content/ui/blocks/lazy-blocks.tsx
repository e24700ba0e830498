'use client'

import { deferredIsland } from '@/ui/primitives/deferred-island'

/**
 * Interactive content blocks, each in its own chunk, so pages without them do not download their
 * code (all CMS pages share one route). Still rendered on the server.
 *
 * The video player (its poster and play button) loads its code when it comes near the viewport or
 * is touched, not with the page: a video sits below the fold, and a click before its code arrives
 * is replayed once it has (ADR 0074).
 */
export const VideoPlayer = deferredIsland(() => import('./video-player').then((m) => m.VideoPlayer))
