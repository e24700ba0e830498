'use client'

import dynamic from 'next/dynamic'

/**
 * Interactive content blocks, each in its own chunk, so pages without them do not download their
 * code (all CMS pages share one route). Still rendered on the server.
 */
export const VideoPlayer = dynamic(() => import('./video-player').then((m) => m.VideoPlayer))
