export type VideoRef = { provider: 'youtube' | 'vimeo'; id: string }

/** Recognises YouTube and Vimeo URLs; anything else is not embeddable. */
export function parseVideoUrl(input: string): VideoRef | null {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '')
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1)
    return /^[\w-]{11}$/.test(id) ? { provider: 'youtube', id } : null
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const fromQuery = url.searchParams.get('v')
    const fromPath = /^\/(?:embed|shorts|live)\/([\w-]{11})/.exec(url.pathname)?.[1]
    const id = fromQuery ?? fromPath
    return id && /^[\w-]{11}$/.test(id) ? { provider: 'youtube', id } : null
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /\/(?:video\/)?(\d{6,12})(?:$|\/|\?)/.exec(url.pathname + '/')?.[1]
    return id ? { provider: 'vimeo', id } : null
  }
  return null
}

/** The privacy-friendly embed address (no cookies before the user plays the video). */
export function videoEmbedUrl(ref: VideoRef): string {
  return ref.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${ref.id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${ref.id}?autoplay=1&dnt=1`
}
