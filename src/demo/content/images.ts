import type { Payload } from 'payload'
import sharp from 'sharp'

/**
 * Demo pictures drawn locally (no remote URL, no stock photo, no font needed): night-time
 * gradients, gold bokeh or a starry sky, and a scene per motif, rendered from SVG to JPEG by sharp.
 * The scenes keep their subject in the upper right so hero text stays readable bottom left.
 */
export type Motif =
  | 'roulette'
  | 'cards'
  | 'stage'
  | 'dining'
  | 'hotel'
  | 'sea'
  | 'poker'
  | 'lounge'
  | 'facade'
  | 'chandelier'
  | 'spa'
  | 'champagne'
  | 'lake'
  | 'city'
  | 'coast'
  | 'boardwalk'
  | 'pines'
  | 'fountain'
  | 'palms'
  | 'slots'
  | 'bar'
  | 'membership'
  | 'artdeco'

/** `variant` picks an alternative composition of the same motif (palms, boats, oysters…). */
export type ImageSpec = { motif: Motif; hue: number; seed: number; variant?: 0 | 1 }

type Rand = () => number

const GOLD = '#d9b25a'
const GOLD_LIGHT = '#eccd7c'
const IVORY = '#fcfaf4'
const INK = '#13121b'
const INK_2 = '#1c1a27'
const NIGHT = '#08070c'
const RUBY = '#b3264a'

/** Scenes that happen outside: a sky with stars instead of indoor bokeh. */
const outdoor = new Set<Motif>([
  'hotel',
  'sea',
  'lake',
  'city',
  'coast',
  'boardwalk',
  'pines',
  'fountain',
  'palms',
  'facade',
])

function random(seed: number): Rand {
  let state = seed % 2147483647
  if (state <= 0) state += 2147483646
  return () => {
    state = (state * 16807) % 2147483647
    return (state - 1) / 2147483646
  }
}

const f = (value: number) => value.toFixed(1)

function bokeh(rand: Rand, width: number, height: number, count: number): string {
  let circles = ''
  for (let i = 0; i < count; i++) {
    const r = 8 + rand() * 60
    circles += `<circle cx="${(rand() * width).toFixed(0)}" cy="${(rand() * height * 0.8).toFixed(0)}" r="${r.toFixed(0)}" fill="url(#glow)" opacity="${(0.15 + rand() * 0.45).toFixed(2)}"/>`
  }
  return circles
}

function stars(rand: Rand, width: number, height: number, count: number): string {
  let dots = ''
  for (let i = 0; i < count; i++) {
    dots += `<circle cx="${f(rand() * width)}" cy="${f(rand() * height)}" r="${f(0.6 + rand() * 1.6)}" fill="${IVORY}" opacity="${(0.25 + rand() * 0.6).toFixed(2)}"/>`
  }
  return dots
}

function moon(x: number, y: number, r: number): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 3.2)}" fill="url(#glow)" opacity="0.35"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${GOLD_LIGHT}" opacity="0.92"/>`
}

/** A light source: soft halo and a bright core. */
function lamp(x: number, y: number, size = 1): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(34 * size)}" fill="url(#glow)" opacity="0.75"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(5 * size)}" fill="#fff4d6"/>`
}

/** Shimmering horizontal streaks on water below a light. */
function streaks(
  rand: Rand,
  x: number,
  y: number,
  count: number,
  spread: number,
  width: number,
): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const len = width * (1 - i / count) * (0.6 + rand() * 0.5)
    const dx = (rand() - 0.5) * spread
    out += `<rect x="${f(x + dx - len / 2)}" y="${f(y + i * 18)}" width="${f(len)}" height="4" rx="2" fill="${GOLD_LIGHT}" opacity="${(0.75 - (i / count) * 0.6).toFixed(2)}"/>`
  }
  return out
}

/** A window with a round top. */
function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2
  return `M${f(x)},${f(y + h)} V${f(y + r)} A${f(r)},${f(r)} 0 0 1 ${f(x + w)},${f(y + r)} V${f(y + h)} Z`
}

function palm(x: number, baseY: number, height: number, lean: number): string {
  const topX = x + lean
  const topY = baseY - height
  let fronds = ''
  const len = height * 0.4
  for (const d of [-1, -0.8, -0.55, -0.3, -0.08, 0.12, 0.34, 0.6, 0.85, 1]) {
    const spread = Math.abs(d)
    const cx = topX + d * len * 0.55
    const cy = topY - len * (0.5 - 0.3 * spread)
    const ex = topX + d * len
    const ey = topY + len * (0.12 + 0.62 * spread)
    fronds += `<path d="M${f(topX)},${f(topY)} Q${f(cx)},${f(cy)} ${f(ex)},${f(ey)} Q${f(cx + d * len * 0.1)},${f(cy + len * 0.34)} ${f(topX)},${f(topY + 10)} Z" fill="${NIGHT}"/>`
  }
  return `<path d="M${f(x - 9)},${f(baseY)} Q${f(x + lean * 0.2)},${f(baseY - height * 0.5)} ${f(topX - 3)},${f(topY)} L${f(topX + 3)},${f(topY)} Q${f(x + lean * 0.2 + 10)},${f(baseY - height * 0.5)} ${f(x + 9)},${f(baseY)} Z" fill="${NIGHT}"/>${fronds}<circle cx="${f(topX)}" cy="${f(topY)}" r="${f(height * 0.03)}" fill="${NIGHT}"/>`
}

/** A maritime (umbrella) pine: a leaning trunk and a flat cloud of foliage. */
function pine(rand: Rand, x: number, baseY: number, height: number, lean: number): string {
  const topX = x + lean
  const topY = baseY - height
  let crown = ''
  for (let i = 0; i < 9; i++) {
    const dx = (rand() - 0.5) * height * 0.7
    const dy = (rand() - 0.5) * height * 0.12
    const rx = height * (0.14 + rand() * 0.12)
    crown += `<ellipse cx="${f(topX + dx)}" cy="${f(topY + dy)}" rx="${f(rx)}" ry="${f(rx * 0.42)}" fill="${NIGHT}"/>`
  }
  return `<path d="M${f(x - 10)},${f(baseY)} Q${f(x + lean * 0.7)},${f(baseY - height * 0.6)} ${f(topX)},${f(topY)} L${f(topX + 8)},${f(topY)} Q${f(x + lean * 0.7 + 12)},${f(baseY - height * 0.6)} ${f(x + 10)},${f(baseY)} Z" fill="${NIGHT}"/>${crown}`
}

/** A mountain ridge from x=0 to x=w between two heights. */
function ridge(
  rand: Rand,
  w: number,
  baseY: number,
  minY: number,
  maxY: number,
  fill: string,
  peaks: number,
): string {
  let d = `M0,${f(baseY)} L0,${f(maxY)}`
  for (let i = 1; i <= peaks; i++) {
    const x = (i / peaks) * w
    const peakX = x - w / peaks / 2 + (rand() - 0.5) * (w / peaks) * 0.4
    d += ` L${f(peakX)},${f(minY + rand() * (maxY - minY) * 0.6)} L${f(x)},${f(maxY - rand() * (maxY - minY) * 0.25)}`
  }
  return `<path d="${d} L${f(w)},${f(baseY)} Z" fill="${fill}"/>`
}

/** A row of lit windows (some dark), used for buildings. */
function windows(
  rand: Rand,
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
): string {
  let out = ''
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const lit = rand() > 0.3
      out += `<rect x="${f(x + col * (w + gap))}" y="${f(y + row * (h + gap))}" width="${f(w)}" height="${f(h)}" fill="${lit ? GOLD_LIGHT : '#2a2738'}" opacity="${lit ? (0.55 + rand() * 0.4).toFixed(2) : '1'}"/>`
    }
  }
  return out
}

/** A spade drawn as a path (no font involved), centred on 0,0 and about 100 units tall. */
const spadePath =
  'M0,-50 C18,-28 52,-8 40,18 C31,36 10,32 4,22 L12,50 L-12,50 L-4,22 C-10,32 -31,36 -40,18 C-52,-8 -18,-28 0,-50 Z'

const suits = {
  spade: { d: spadePath, color: INK },
  heart: {
    d: 'M0,40 C-60,0 -50,-45 -22,-45 C-8,-45 0,-35 0,-25 C0,-35 8,-45 22,-45 C50,-45 60,0 0,40 Z',
    color: RUBY,
  },
  diamond: { d: 'M0,-48 L34,0 L0,48 L-34,0 Z', color: RUBY },
  club: {
    d: 'M0,-44 a20,20 0 1 1 0.1,0 Z M-22,-6 a20,20 0 1 1 0.1,0 Z M22,-6 a20,20 0 1 1 0.1,0 Z M-6,6 L-14,46 H14 L6,6 Z',
    color: INK,
  },
}

type Suit = keyof typeof suits

/** A playing card with its suit drawn as a path. */
function playingCard(x: number, y: number, rotation: number, suit: Suit, scale = 1): string {
  const { d, color } = suits[suit]
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${rotation}) scale(${scale})"><rect x="-95" y="-135" width="190" height="270" rx="16" fill="${IVORY}" stroke="${GOLD}" stroke-width="4"/><path d="${d}" fill="${color}" transform="scale(1.3)"/><g transform="translate(-62,-95) scale(0.3)"><path d="${d}" fill="${color}"/></g><g transform="translate(62,95) rotate(180) scale(0.3)"><path d="${d}" fill="${color}"/></g></g>`
}

/** A seven for the slot reels, as a path. */
const sevenPath = 'M-26,-36 H28 V-24 C12,-4 2,14 -2,38 H-18 C-14,14 -4,-6 10,-22 H-26 Z'

function motifShapes(motif: Motif, w: number, h: number, rand: Rand, variant: 0 | 1): string {
  const cx = w * 0.62
  const cy = h * 0.62
  switch (motif) {
    case 'roulette':
      return roulette(w, h)
    case 'cards':
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="380" fill="url(#glow)" opacity="0.2"/><g opacity="0.95">${playingCard(cx - 150, cy, -14, 'spade')}${playingCard(cx, cy - 24, 0, 'heart')}${playingCard(cx + 150, cy, 14, 'diamond')}</g>`
    case 'poker':
      return poker(w, h)
    case 'stage': {
      let beams = ''
      for (let i = 0; i < 5; i++) {
        const x = w * (0.15 + i * 0.18)
        beams += `<path d="M${x},0 L${x - 140},${h} L${x + 140},${h} Z" fill="url(#beam)" opacity="0.35"/>`
      }
      const mic = `<ellipse cx="${w * 0.6}" cy="${h * 0.86}" rx="260" ry="34" fill="#f6e3b0" opacity="0.3"/><line x1="${w * 0.6}" y1="${h * 0.86}" x2="${w * 0.6}" y2="${h * 0.52}" stroke="${NIGHT}" stroke-width="8"/><line x1="${w * 0.6 - 50}" y1="${h * 0.88}" x2="${w * 0.6 + 50}" y2="${h * 0.88}" stroke="${NIGHT}" stroke-width="8"/><rect x="${w * 0.6 - 14}" y="${h * 0.45}" width="28" height="56" rx="14" fill="${GOLD}"/>`
      return `${beams}<rect x="0" y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${INK}"/>${mic}<path d="M0,0 Q${w * 0.12},${h * 0.5} 0,${h} Z" fill="${RUBY}" opacity="0.8"/><path d="M${w},0 Q${w * 0.88},${h * 0.5} ${w},${h} Z" fill="${RUBY}" opacity="0.8"/>`
    }
    case 'dining': {
      const table = h * 0.72
      const glass = (x: number, y: number, s: number) =>
        `<g transform="translate(${f(x)},${f(y)}) scale(${s})" stroke="${GOLD_LIGHT}" stroke-width="5" fill="none"><path d="M-46,-250 Q-50,-140 0,-130 Q50,-140 46,-250 Z" fill="${variant === 1 ? '#f3e2a4' : RUBY}" fill-opacity="${variant === 1 ? 0.35 : 0.45}"/><line x1="0" y1="-130" x2="0" y2="-8"/><ellipse cx="0" cy="-4" rx="40" ry="7"/></g>`
      const plate = (x: number, y: number) =>
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="170" ry="44" fill="${IVORY}" opacity="0.92"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="150" ry="36" fill="none" stroke="${GOLD}" stroke-width="3"/><ellipse cx="${f(x)}" cy="${f(y - 4)}" rx="70" ry="16" fill="#6b3a2a" opacity="0.85"/><rect x="${f(x - 230)}" y="${f(y - 30)}" width="8" height="80" rx="3" fill="${GOLD}" transform="rotate(-8 ${f(x - 226)} ${f(y)})"/><rect x="${f(x + 222)}" y="${f(y - 30)}" width="8" height="80" rx="3" fill="${GOLD}" transform="rotate(8 ${f(x + 226)} ${f(y)})"/>`
      return `<path d="M${f(w * 0.1)},${f(table)} H${f(w * 0.95)} L${w},${h} H0 Z" fill="${IVORY}" opacity="0.16"/><rect x="0" y="${f(table - 3)}" width="${w}" height="3" fill="${IVORY}" opacity="0.25"/>${glass(w * 0.58, table + 20, 0.8)}${glass(w * 0.66, table + 28, 0.8)}<rect x="${f(w * 0.82 - 9)}" y="${f(table - h * 0.2)}" width="18" height="${f(h * 0.22)}" rx="3" fill="${IVORY}" opacity="0.9"/>${lamp(w * 0.82, table - h * 0.215, 1.5)}${variant === 1 ? oysters(w * 0.6, h * 0.87) : plate(w * 0.6, h * 0.86)}`
    }
    case 'hotel':
      return hotel(w, h, rand)
    case 'sea':
      return `${moon(w * 0.7, h * 0.42, 90)}<rect x="0" y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="${INK}"/>${[
        0, 1, 2, 3, 4, 5,
      ]
        .map(
          (i) =>
            `<rect x="${w * 0.55 + (i % 2) * 30}" y="${h * 0.58 + i * 34}" width="${180 - i * 20}" height="5" rx="2" fill="${GOLD_LIGHT}" opacity="${0.7 - i * 0.1}"/>`,
        )
        .join('')}`
    case 'lounge':
      return lounge(w, h)
    case 'facade':
      return facade(w, h, rand, variant === 1)
    case 'chandelier':
      return chandelier(w, h)
    case 'spa':
      return spa(w, h, rand)
    case 'champagne':
      return champagne(w, h, rand)
    case 'lake':
      return lake(w, h, rand, variant)
    case 'city':
      return city(w, h, rand)
    case 'coast':
      return coast(w, h, rand)
    case 'boardwalk':
      return boardwalk(w, h, rand)
    case 'pines':
      return pines(w, h, rand)
    case 'fountain':
      return fountain(w, h, rand)
    case 'palms':
      return palms(w, h, rand)
    case 'slots':
      return slots(w, h)
    case 'bar':
      return bar(w, h, rand, variant)
    case 'membership':
      return membership(w, h)
    case 'artdeco':
      return artdeco(w, h)
  }
}

/** A poker table: felt, rail, community cards, chips and the dealer button. */
function poker(w: number, h: number): string {
  const cx = w * 0.6
  const cy = h * 0.74
  const chips = (x: number, y: number, count: number, color: string) =>
    Array.from(
      { length: count },
      (_, i) =>
        `<ellipse cx="${f(x)}" cy="${f(y - i * 10)}" rx="40" ry="14" fill="${color}" stroke="${GOLD}" stroke-width="3"/>`,
    ).join('')
  const down = (x: number) =>
    `<g transform="translate(${f(x)},${f(cy - 20)}) scale(0.55,0.36)"><rect x="-95" y="-135" width="190" height="270" rx="16" fill="${RUBY}" stroke="${GOLD}" stroke-width="8"/></g>`
  const up = (x: number, suit: Suit) =>
    `<g transform="translate(0,${f(cy - 20)}) scale(1,0.66) translate(0,${f(-(cy - 20))})">${playingCard(x, cy - 20, 0, suit, 0.55)}</g>`
  return `<circle cx="${f(cx)}" cy="${f(h * 0.4)}" r="420" fill="url(#glow)" opacity="0.25"/><ellipse cx="${f(cx)}" cy="${f(cy + 20)}" rx="${f(w * 0.5)}" ry="${f(h * 0.27)}" fill="#1a1108"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w * 0.5)}" ry="${f(h * 0.27)}" fill="#2a1d0c" stroke="${GOLD}" stroke-width="5"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w * 0.44)}" ry="${f(h * 0.22)}" fill="url(#felt)"/>${up(cx - 250, 'spade')}${up(cx - 130, 'heart')}${up(cx - 10, 'club')}${down(cx + 110)}${down(cx + 230)}${chips(cx - 420, cy + 90, 6, RUBY)}${chips(cx - 330, cy + 110, 4, INK)}${chips(cx + 380, cy + 80, 7, '#e9e2d2')}<ellipse cx="${f(cx + 140)}" cy="${f(cy + 120)}" rx="34" ry="12" fill="${IVORY}" stroke="${GOLD}" stroke-width="3"/>`
}

/** A Belle Époque grand hotel: mansard roof, turrets, lit rooms and a canopy. */
function hotel(w: number, h: number, rand: Rand): string {
  const ground = h * 0.88
  const left = w * 0.36
  const right = w * 1.02
  const top = h * 0.36
  let out = `<rect x="${f(left)}" y="${f(top)}" width="${f(right - left)}" height="${f(ground - top)}" fill="#e3d8c3" opacity="0.14"/><rect x="${f(left)}" y="${f(top)}" width="${f(right - left)}" height="${f(ground - top)}" fill="${INK_2}" opacity="0.9"/>`
  out += `<path d="M${f(left - 10)},${f(top)} L${f(left + 30)},${f(top - h * 0.1)} H${f(right)} V${f(top)} Z" fill="#2b3040"/>`
  for (let i = 0; i < 8; i++) {
    const x = left + 60 + i * 110
    out += `<path d="${archPath(x, top - h * 0.085, 36, h * 0.07)}" fill="url(#lit)" opacity="${(0.5 + rand() * 0.4).toFixed(2)}"/>`
  }
  for (const x of [left, left + (right - left) * 0.55]) {
    out += `<rect x="${f(x - 10)}" y="${f(top - h * 0.16)}" width="110" height="${f(h * 0.16)}" fill="#232231"/><path d="M${f(x - 16)},${f(top - h * 0.16)} Q${f(x + 45)},${f(top - h * 0.3)} ${f(x + 106)},${f(top - h * 0.16)} Z" fill="#2b3040" stroke="${GOLD}" stroke-width="3"/><line x1="${f(x + 45)}" y1="${f(top - h * 0.24)}" x2="${f(x + 45)}" y2="${f(top - h * 0.31)}" stroke="${GOLD}" stroke-width="3"/><path d="M${f(x + 45)},${f(top - h * 0.31)} l36,10 l-36,10 Z" fill="${RUBY}"/>`
  }
  for (let row = 0; row < 5; row++) {
    const y = top + 26 + row * ((ground - top - 130) / 5)
    out += `<rect x="${f(left)}" y="${f(y + 54)}" width="${f(right - left)}" height="3" fill="${GOLD}" opacity="0.35"/>`
    out += windows(rand, left + 34, y, Math.floor((right - left - 68) / 54), 1, 34, 50, 20)
  }
  const door = left + (right - left) * 0.42
  out += `<path d="M${f(door - 130)},${f(ground - 110)} H${f(door + 130)} L${f(door + 160)},${f(ground - 70)} H${f(door - 160)} Z" fill="${RUBY}"/><rect x="${f(door - 60)}" y="${f(ground - 70)}" width="120" height="70" fill="url(#lit)"/>`
  for (const x of [door - 190, door + 190]) {
    out += `<rect x="${f(x - 4)}" y="${f(ground - 150)}" width="8" height="150" fill="${NIGHT}"/>${lamp(x, ground - 155, 1.1)}`
  }
  out += `<rect x="0" y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="${NIGHT}"/>`
  out += pine(rand, w * 0.16, h, h * 0.7, 30)
  return out
}

/** A seafood platter: crushed ice, oysters and lemon. */
function oysters(x: number, y: number): string {
  let out = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="270" ry="70" fill="url(#silver)"/><ellipse cx="${f(x)}" cy="${f(y - 4)}" rx="240" ry="56" fill="#eef3f6" opacity="0.9"/>`
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2
    const ox = x + Math.cos(a) * 160
    const oy = y - 4 + Math.sin(a) * 34
    const tilt = i % 2 ? 14 : -10
    out += `<g transform="translate(${f(ox)},${f(oy)}) rotate(${tilt})"><path d="M-44,2 C-40,-20 30,-24 46,-6 C50,8 20,20 -10,18 C-30,16 -46,12 -44,2 Z" fill="#5f5a52"/><path d="M-30,0 C-26,-12 22,-14 32,-4 C34,6 12,12 -8,11 C-22,10 -32,7 -30,0 Z" fill="#ddd6c6"/><ellipse cx="-2" cy="0" rx="12" ry="5" fill="#b9ad96"/></g>`
  }
  out += `<path d="M${f(x - 40)},${f(y - 6)} a40,28 0 0 1 80,0 Z" fill="#f2d14b"/><path d="M${f(x - 40)},${f(y - 6)} h80" stroke="#fff7c8" stroke-width="4"/>`
  return out
}

/** A roulette wheel seen at an angle, with chip stacks on the felt. */
function roulette(w: number, h: number): string {
  const cx = w * 0.64
  const cy = h * 0.56
  const r = 300
  let pockets = ''
  for (let i = 0; i < 37; i++) {
    const a = (i / 37) * Math.PI * 2
    const b = ((i + 1) / 37) * Math.PI * 2
    const fill = i === 0 ? '#0f6b4d' : i % 2 ? RUBY : INK
    pockets += `<path d="M0,0 L${f(Math.cos(a) * r * 0.78)},${f(Math.sin(a) * r * 0.78)} A${f(r * 0.78)},${f(r * 0.78)} 0 0 1 ${f(Math.cos(b) * r * 0.78)},${f(Math.sin(b) * r * 0.78)} Z" fill="${fill}"/>`
  }
  let spokes = ''
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + 0.3
    spokes += `<line x1="0" y1="0" x2="${f(Math.cos(a) * r * 0.36)}" y2="${f(Math.sin(a) * r * 0.36)}" stroke="${GOLD_LIGHT}" stroke-width="10" stroke-linecap="round"/>`
  }
  const chips = (x: number, y: number, count: number, color: string) =>
    Array.from(
      { length: count },
      (_, i) =>
        `<ellipse cx="${f(x)}" cy="${f(y - i * 14)}" rx="58" ry="20" fill="${color}" stroke="${GOLD}" stroke-width="4"/><ellipse cx="${f(x)}" cy="${f(y - i * 14)}" rx="34" ry="11" fill="none" stroke="${IVORY}" stroke-width="2" stroke-dasharray="8 8" opacity="0.7"/>`,
    ).join('')
  return `<rect x="0" y="${f(h * 0.7)}" width="${w}" height="${f(h * 0.3)}" fill="#0d3b2c" opacity="0.55"/><g transform="translate(${f(cx)},${f(cy)}) scale(1,0.6)"><circle cx="0" cy="30" r="${r + 30}" fill="#1a1108"/><circle r="${r + 30}" fill="#3a2812" stroke="${GOLD}" stroke-width="10"/><circle r="${f(r * 0.92)}" fill="#2a1d0c" stroke="${GOLD}" stroke-width="3"/>${pockets}<circle r="${f(r * 0.56)}" fill="${INK_2}" stroke="${GOLD}" stroke-width="6"/>${spokes}<circle r="34" fill="${GOLD_LIGHT}"/><circle cx="${f(r * 0.66)}" cy="${f(-r * 0.3)}" r="14" fill="${IVORY}"/></g><circle cx="${f(cx)}" cy="${f(cy)}" r="360" fill="url(#glow)" opacity="0.18"/>${chips(w * 0.3, h * 0.9, 6, RUBY)}${chips(w * 0.39, h * 0.94, 4, INK)}${chips(w * 0.93, h * 0.95, 5, '#e9e2d2')}`
}

/** A private lounge: panelled wall, a tufted Chesterfield sofa, a lamp and a low table. */
function lounge(w: number, h: number): string {
  let out = ''
  for (let i = 0; i < 6; i++) {
    out += `<rect x="${f(w * 0.3 + i * w * 0.12)}" y="${f(h * 0.12)}" width="${f(w * 0.1)}" height="${f(h * 0.3)}" fill="none" stroke="${GOLD}" stroke-width="2" opacity="0.35"/>`
  }
  const sx = w * 0.4
  const sw = w * 0.48
  out += `<rect x="${f(sx)}" y="${f(h * 0.46)}" width="${f(sw)}" height="${f(h * 0.2)}" rx="26" fill="#7a1831"/>`
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 14; col++) {
      const x = sx + 30 + col * ((sw - 60) / 13) + (row % 2 ? (sw - 60) / 26 : 0)
      if (x > sx + sw - 24) continue
      out += `<circle cx="${f(x)}" cy="${f(h * 0.5 + row * h * 0.045)}" r="4" fill="#4a0d1e"/>`
    }
  }
  out += `<rect x="${f(sx - 10)}" y="${f(h * 0.63)}" width="${f(sw + 20)}" height="${f(h * 0.1)}" rx="16" fill="${RUBY}"/>`
  for (const x of [sx - 40, sx + sw - 30]) {
    out += `<rect x="${f(x)}" y="${f(h * 0.52)}" width="70" height="${f(h * 0.23)}" rx="30" fill="#8f1d3a"/>`
  }
  for (const x of [sx, sx + sw - 14]) {
    out += `<rect x="${f(x)}" y="${f(h * 0.75)}" width="14" height="${f(h * 0.05)}" fill="${GOLD}"/>`
  }
  const lx = w * 0.94
  out += `<rect x="${f(lx - 3)}" y="${f(h * 0.32)}" width="6" height="${f(h * 0.48)}" fill="${GOLD}"/><path d="M${f(lx - 60)},${f(h * 0.34)} L${f(lx - 36)},${f(h * 0.22)} H${f(lx + 36)} L${f(lx + 60)},${f(h * 0.34)} Z" fill="#f3e2bc"/>${lamp(lx, h * 0.36, 2.4)}`
  out += `<ellipse cx="${f(w * 0.6)}" cy="${f(h * 0.86)}" rx="240" ry="38" fill="#1a1410" stroke="${GOLD}" stroke-width="4"/>`
  out += `<g stroke="${GOLD_LIGHT}" stroke-width="4" fill="none"><path d="M${f(w * 0.56 - 24)},${f(h * 0.74)} Q${f(w * 0.56)},${f(h * 0.82)} ${f(w * 0.56 + 24)},${f(h * 0.74)} Z" fill="${GOLD_LIGHT}" fill-opacity="0.35"/><line x1="${f(w * 0.56)}" y1="${f(h * 0.8)}" x2="${f(w * 0.56)}" y2="${f(h * 0.85)}"/><path d="M${f(w * 0.64 - 24)},${f(h * 0.74)} Q${f(w * 0.64)},${f(h * 0.82)} ${f(w * 0.64 + 24)},${f(h * 0.74)} Z" fill="${GOLD_LIGHT}" fill-opacity="0.35"/><line x1="${f(w * 0.64)}" y1="${f(h * 0.8)}" x2="${f(w * 0.64)}" y2="${f(h * 0.85)}"/></g>`
  return out
}

/** A Belle Époque casino: arcades, a central dome, lamp posts and a wet forecourt. */
function facade(w: number, h: number, rand: Rand, withPalms: boolean): string {
  const ground = h * 0.86
  const left = w * 0.3
  const right = w * 1.02
  const top = h * 0.5
  const pavL = w * 0.55
  const pavR = w * 0.77
  const pavTop = h * 0.37
  const mid = (pavL + pavR) / 2
  let out = `<rect x="${f(left)}" y="${f(top)}" width="${f(right - left)}" height="${f(ground - top)}" fill="${INK_2}"/>`
  out += `<rect x="${f(left)}" y="${f(top - 10)}" width="${f(right - left)}" height="10" fill="${GOLD}" opacity="0.8"/>`
  // Central pavilion and dome.
  out += `<rect x="${f(pavL)}" y="${f(pavTop)}" width="${f(pavR - pavL)}" height="${f(ground - pavTop)}" fill="#23202f"/>`
  out += `<path d="M${f(pavL + 10)},${f(pavTop)} Q${f(mid)},${f(pavTop - h * 0.26)} ${f(pavR - 10)},${f(pavTop)} Z" fill="#2a2738" stroke="${GOLD}" stroke-width="4"/>`
  for (let i = 1; i < 6; i++) {
    const x = pavL + 10 + ((pavR - pavL - 20) * i) / 6
    out += `<path d="M${f(x)},${f(pavTop)} Q${f((x + mid) / 2)},${f(pavTop - h * 0.1)} ${f(mid)},${f(pavTop - h * 0.13)}" stroke="${GOLD}" stroke-width="2" fill="none" opacity="0.6"/>`
  }
  out += `<rect x="${f(mid - 14)}" y="${f(pavTop - h * 0.17)}" width="28" height="${f(h * 0.045)}" fill="${GOLD_LIGHT}" opacity="0.85"/><line x1="${f(mid)}" y1="${f(pavTop - h * 0.17)}" x2="${f(mid)}" y2="${f(pavTop - h * 0.22)}" stroke="${GOLD}" stroke-width="4"/>`
  out += `<rect x="${f(pavL)}" y="${f(pavTop)}" width="${f(pavR - pavL)}" height="12" fill="${GOLD}"/>`
  // Columns and the great arched door of the pavilion.
  for (let i = 0; i < 4; i++) {
    const x = pavL + 18 + i * ((pavR - pavL - 50) / 3)
    out += `<rect x="${f(x)}" y="${f(pavTop + 30)}" width="14" height="${f(ground - pavTop - 30)}" fill="${IVORY}" opacity="0.16"/>`
  }
  out += `<path d="${archPath(mid - 55, pavTop + 80, 110, ground - pavTop - 80)}" fill="url(#lit)" opacity="0.9"/>`
  // Arcades on both wings, upper windows.
  const wings: [number, number][] = [
    [left + 30, pavL - 20],
    [pavR + 20, right - 20],
  ]
  for (const [from, to] of wings) {
    const count = Math.max(2, Math.floor((to - from) / 95))
    const step = (to - from) / count
    for (let i = 0; i < count; i++) {
      const x = from + i * step + step * 0.18
      const ww = step * 0.64
      out += `<path d="${archPath(x, ground - h * 0.2, ww, h * 0.2)}" fill="url(#lit)" opacity="${(0.65 + rand() * 0.3).toFixed(2)}"/>`
      out += `<rect x="${f(x + ww * 0.15)}" y="${f(top + 28)}" width="${f(ww * 0.7)}" height="${f(h * 0.07)}" fill="${GOLD_LIGHT}" opacity="${(0.35 + rand() * 0.45).toFixed(2)}"/>`
      out += `<rect x="${f(x + ww * 0.1)}" y="${f(ground + 6)}" width="${f(ww * 0.8)}" height="${f(h * 0.1)}" fill="url(#fade)" opacity="0.25"/>`
    }
  }
  // Steps, lamp posts.
  for (let i = 0; i < 3; i++) {
    out += `<rect x="${f(mid - 90 - i * 22)}" y="${f(ground + i * 9)}" width="${f(180 + i * 44)}" height="9" fill="#2f2b3d"/>`
  }
  for (const x of [pavL - 40, pavR + 40, left - 60]) {
    out += `<rect x="${f(x - 4)}" y="${f(ground - h * 0.22)}" width="8" height="${f(h * 0.22)}" fill="${NIGHT}"/>${lamp(x, ground - h * 0.23, 1.1)}`
  }
  if (withPalms) out += palm(w * 0.2, ground + 20, h * 0.55, 30)
  return out
}

function chandelier(w: number, h: number): string {
  const cx = w * 0.64
  let out = `<circle cx="${f(cx)}" cy="${f(h * 0.38)}" r="420" fill="url(#glow)" opacity="0.35"/>`
  out += `<line x1="${f(cx)}" y1="0" x2="${f(cx)}" y2="${f(h * 0.2)}" stroke="${GOLD}" stroke-width="6"/>`
  const tiers = [
    { y: h * 0.42, rx: 330, ry: 58, count: 10, drop: 70 },
    { y: h * 0.29, rx: 200, ry: 36, count: 7, drop: 50 },
  ]
  const parts: { depth: number; svg: string }[] = []
  for (const tier of tiers) {
    const points = Array.from({ length: tier.count }, (_, i) => {
      const a = (i / tier.count) * Math.PI * 2 + 0.2
      return {
        x: cx + Math.cos(a) * tier.rx,
        y: tier.y + Math.sin(a) * tier.ry,
        depth: Math.sin(a),
      }
    })
    points.forEach((pt, i) => {
      const next = points[(i + 1) % points.length]!
      const opacity = (0.55 + (pt.depth + 1) * 0.22).toFixed(2)
      let swag = ''
      for (let k = 1; k < 8; k++) {
        const t = k / 8
        const x = pt.x + (next.x - pt.x) * t
        const y = pt.y + (next.y - pt.y) * t + Math.sin(t * Math.PI) * tier.drop
        swag += `<circle cx="${f(x)}" cy="${f(y + 24)}" r="4" fill="${IVORY}" opacity="0.8"/>`
      }
      const arm = `<path d="M${f(cx)},${f(tier.y - 6)} Q${f((cx + pt.x) / 2)},${f(tier.y + 70)} ${f(pt.x)},${f(pt.y)}" stroke="${GOLD}" stroke-width="6" fill="none"/>`
      const candle = `<rect x="${f(pt.x - 6)}" y="${f(pt.y - 30)}" width="12" height="30" rx="2" fill="${IVORY}"/><ellipse cx="${f(pt.x)}" cy="${f(pt.y - 40)}" rx="6" ry="11" fill="#fff4d6"/><circle cx="${f(pt.x)}" cy="${f(pt.y - 40)}" r="34" fill="url(#glow)"/>`
      const drop = `<line x1="${f(pt.x)}" y1="${f(pt.y)}" x2="${f(pt.x)}" y2="${f(pt.y + 38)}" stroke="${IVORY}" stroke-width="1.5" opacity="0.6"/><path d="M${f(pt.x)},${f(pt.y + 36)} l7,14 l-7,12 l-7,-12 Z" fill="${IVORY}" opacity="0.85"/>`
      parts.push({
        depth: pt.depth,
        svg: `<g opacity="${opacity}">${arm}${swag}${drop}${candle}</g>`,
      })
    })
  }
  out += parts
    .sort((a, b) => a.depth - b.depth)
    .map((part) => part.svg)
    .join('')
  // Central column.
  out += `<path d="M${f(cx - 22)},${f(h * 0.2)} h44 l-10,${f(h * 0.08)} l22,${f(h * 0.1)} l-30,${f(h * 0.08)} l10,${f(h * 0.1)} h-16 l10,-${f(h * 0.1)} l-30,-${f(h * 0.08)} l22,-${f(h * 0.1)} Z" fill="${GOLD}" opacity="0.9"/>`
  out += `<path d="M${f(cx)},${f(h * 0.56)} l14,26 l-14,26 l-14,-26 Z" fill="${IVORY}" opacity="0.9"/>`
  return out
}

function spa(w: number, h: number, rand: Rand): string {
  const edge = h * 0.6
  let out = `<rect x="0" y="0" width="${w}" height="${f(edge)}" fill="${INK_2}" opacity="0.75"/>`
  for (let i = 0; i < 4; i++) {
    const x = w * 0.12 + i * w * 0.22
    out += `<path d="${archPath(x, h * 0.12, w * 0.14, edge - h * 0.14)}" fill="url(#night)" stroke="${GOLD}" stroke-width="3"/>`
    out += `<rect x="${f(x + w * 0.02)}" y="${f(edge + 10)}" width="${f(w * 0.1)}" height="${f(h * 0.3)}" fill="url(#fade)" opacity="0.18"/>`
  }
  out += `<path d="M0,${f(edge)} H${w} V${h} H0 Z" fill="url(#pool)"/>`
  out += `<rect x="0" y="${f(edge - 6)}" width="${w}" height="8" fill="${IVORY}" opacity="0.45"/>`
  for (let i = 0; i < 22; i++) {
    const rx = 40 + rand() * 150
    out += `<ellipse cx="${f(rand() * w)}" cy="${f(edge + 30 + rand() * (h - edge - 40))}" rx="${f(rx)}" ry="${f(rx * 0.07)}" fill="none" stroke="#bfe6e6" stroke-width="2" opacity="${(0.12 + rand() * 0.25).toFixed(2)}"/>`
  }
  for (let i = 0; i < 7; i++) {
    const x = w * 0.08 + i * w * 0.14
    out += `<rect x="${f(x - 7)}" y="${f(edge - 40)}" width="14" height="30" rx="2" fill="${IVORY}" opacity="0.9"/>${lamp(x, edge - 46, 0.8)}`
  }
  return out
}

function champagne(w: number, h: number, rand: Rand): string {
  const baseX = w * 0.58
  const baseY = h * 0.9
  const coupe = (x: number, y: number) =>
    `<g transform="translate(${f(x)},${f(y)})"><path d="M-62,-112 Q0,-52 62,-112 Z" fill="url(#wine)" opacity="0.85"/><ellipse cx="0" cy="-112" rx="62" ry="9" fill="none" stroke="${GOLD_LIGHT}" stroke-width="3"/><line x1="0" y1="-82" x2="0" y2="-10" stroke="${GOLD_LIGHT}" stroke-width="4"/><ellipse cx="0" cy="-6" rx="30" ry="6" fill="${GOLD_LIGHT}" opacity="0.8"/></g>`
  let out = `<circle cx="${f(baseX)}" cy="${f(h * 0.5)}" r="380" fill="url(#glow)" opacity="0.25"/>`
  const rows = [4, 3, 2, 1]
  rows.forEach((count, row) => {
    for (let i = 0; i < count; i++) {
      out += coupe(baseX + (i - (count - 1) / 2) * 132, baseY - row * 118)
    }
  })
  for (let i = 0; i < 40; i++) {
    out += `<circle cx="${f(baseX + (rand() - 0.5) * 520)}" cy="${f(h * 0.15 + rand() * h * 0.7)}" r="${f(2 + rand() * 5)}" fill="none" stroke="${GOLD_LIGHT}" stroke-width="1.5" opacity="${(0.3 + rand() * 0.5).toFixed(2)}"/>`
  }
  const bx = w * 0.88
  out += `<path d="M${f(bx - 55)},${f(baseY)} V${f(h * 0.5)} Q${f(bx - 55)},${f(h * 0.4)} ${f(bx - 18)},${f(h * 0.33)} V${f(h * 0.18)} H${f(bx + 18)} V${f(h * 0.33)} Q${f(bx + 55)},${f(h * 0.4)} ${f(bx + 55)},${f(h * 0.5)} V${f(baseY)} Z" fill="#0f2a1e" stroke="${GOLD}" stroke-width="2"/>`
  out += `<rect x="${f(bx - 20)}" y="${f(h * 0.17)}" width="40" height="${f(h * 0.13)}" fill="${GOLD}"/>`
  out += `<rect x="${f(bx - 45)}" y="${f(h * 0.6)}" width="90" height="${f(h * 0.14)}" fill="${IVORY}" opacity="0.9"/><rect x="${f(bx - 38)}" y="${f(h * 0.62)}" width="76" height="${f(h * 0.1)}" fill="none" stroke="${GOLD}" stroke-width="2"/>`
  out += `<rect x="0" y="${f(baseY)}" width="${w}" height="${f(h - baseY)}" fill="${NIGHT}" opacity="0.8"/>`
  return out
}

function lake(w: number, h: number, rand: Rand, variant: 0 | 1): string {
  const shore = h * 0.6
  if (variant === 1) {
    // Steeper peaks close to the water, several sailing boats and no jetty.
    let out = moon(w * 0.86, h * 0.14, 34)
    out += ridge(rand, w, shore, h * 0.1, h * 0.34, 'hsl(215,16%,24%)', 4)
    out += ridge(rand, w, shore, h * 0.3, h * 0.48, 'hsl(220,22%,13%)', 6)
    out += `<rect x="0" y="${f(shore)}" width="${w}" height="${f(h - shore)}" fill="url(#water)"/>`
    out += streaks(rand, w * 0.86, shore + 14, 9, 50, 160)
    for (let i = 0; i < 22; i++) {
      const x = w * (0.02 + rand() * 0.55)
      out += `<circle cx="${f(x)}" cy="${f(shore - 2 - rand() * 5)}" r="${f(1.5 + rand() * 2)}" fill="${GOLD_LIGHT}"/><rect x="${f(x - 1)}" y="${f(shore + 4)}" width="2" height="${f(20 + rand() * 30)}" fill="${GOLD_LIGHT}" opacity="0.3"/>`
    }
    for (const [x, y, s] of [
      [0.46, 0.7, 1.3],
      [0.64, 0.66, 0.9],
      [0.74, 0.78, 1.6],
    ] as const) {
      out += `<g transform="translate(${f(w * x)},${f(h * y)}) scale(${s})"><path d="M-40,0 h80 l-12,14 h-56 Z" fill="${NIGHT}"/><path d="M0,-2 V-110 L38,-10 Z" fill="${IVORY}" opacity="0.75"/><path d="M-4,-2 V-90 L-30,-8 Z" fill="${IVORY}" opacity="0.55"/></g>`
    }
    return out
  }
  let out = moon(w * 0.76, h * 0.18, 42)
  out += ridge(rand, w, shore, h * 0.2, h * 0.4, 'hsl(220,18%,20%)', 5)
  out += ridge(rand, w, shore, h * 0.36, h * 0.5, 'hsl(225,22%,12%)', 7)
  out += ridge(rand, w, shore + 2, h * 0.5, h * 0.57, NIGHT, 9)
  out += `<rect x="0" y="${f(shore)}" width="${w}" height="${f(h - shore)}" fill="url(#water)"/>`
  out += streaks(rand, w * 0.76, shore + 14, 10, 60, 200)
  for (let i = 0; i < 34; i++) {
    const x = w * (0.05 + rand() * 0.9)
    out += `<circle cx="${f(x)}" cy="${f(shore - 3 - rand() * 8)}" r="${f(1.5 + rand() * 2)}" fill="${GOLD_LIGHT}"/><rect x="${f(x - 1)}" y="${f(shore + 4)}" width="2" height="${f(20 + rand() * 40)}" fill="${GOLD_LIGHT}" opacity="0.3"/>`
  }
  // A small sailing boat and a jetty with lamps.
  const bx = w * 0.5
  out += `<path d="M${f(bx - 40)},${f(shore + 70)} h80 l-12,14 h-56 Z" fill="${NIGHT}"/><path d="M${f(bx)},${f(shore + 68)} V${f(shore - 40)} L${f(bx + 38)},${f(shore + 60)} Z" fill="${IVORY}" opacity="0.7"/>`
  out += `<rect x="${f(w * 0.62)}" y="${f(h * 0.86)}" width="${f(w * 0.4)}" height="14" fill="${NIGHT}"/>`
  for (let i = 0; i < 4; i++) {
    const x = w * 0.66 + i * w * 0.1
    out += `<rect x="${f(x - 3)}" y="${f(h * 0.74)}" width="6" height="${f(h * 0.12)}" fill="${NIGHT}"/>${lamp(x, h * 0.735, 0.8)}`
  }
  return out
}

function city(w: number, h: number, rand: Rand): string {
  const bank = h * 0.7
  let out = `<path d="M-20,${f(h * 0.6)} Q${f(w * 0.12)},${f(h * 0.3)} ${f(w * 0.34)},${f(h * 0.27)} Q${f(w * 0.56)},${f(h * 0.3)} ${f(w * 0.7)},${f(h * 0.6)} Z" fill="hsl(230,22%,11%)"/>`
  // The basilica on the hill and a thin metal tower.
  const bx = w * 0.3
  const by = h * 0.27
  out += `<rect x="${f(bx - 70)}" y="${f(by - 60)}" width="140" height="60" fill="#e9dcc0" opacity="0.8"/>`
  for (const dx of [-70, -40, 26, 56]) {
    out += `<rect x="${f(bx + dx)}" y="${f(by - 92)}" width="14" height="92" fill="#e9dcc0" opacity="0.85"/><rect x="${f(bx + dx - 3)}" y="${f(by - 98)}" width="20" height="8" fill="${GOLD_LIGHT}"/>`
  }
  out += `<path d="M${f(bx - 20)},${f(by - 60)} Q${f(bx)},${f(by - 100)} ${f(bx + 20)},${f(by - 60)} Z" fill="#e9dcc0" opacity="0.85"/><circle cx="${f(bx)}" cy="${f(by - 40)}" r="160" fill="url(#glow)" opacity="0.35"/>`
  const tx = w * 0.48
  out += `<path d="M${f(tx - 16)},${f(h * 0.45)} L${f(tx)},${f(h * 0.18)} L${f(tx + 16)},${f(h * 0.45)}" stroke="${GOLD}" stroke-width="3" fill="none" opacity="0.8"/>`
  // The river front: houses, then a modern angular building.
  let x = -10
  while (x < w * 0.72) {
    const bw = 60 + rand() * 70
    const bh = h * (0.12 + rand() * 0.12)
    const hue = [28, 18, 40, 10][Math.floor(rand() * 4)]
    out += `<rect x="${f(x)}" y="${f(bank - bh)}" width="${f(bw)}" height="${f(bh)}" fill="hsl(${hue},30%,${f(10 + rand() * 6)}%)"/>`
    out += windows(
      rand,
      x + 8,
      bank - bh + 12,
      Math.max(1, Math.floor((bw - 12) / 22)),
      Math.max(1, Math.floor((bh - 20) / 30)),
      12,
      16,
      10,
    )
    x += bw + 2
  }
  out += `<path d="M${f(w * 0.74)},${f(bank)} L${f(w * 0.76)},${f(h * 0.4)} L${f(w * 0.95)},${f(h * 0.33)} L${f(w * 1.02)},${f(h * 0.45)} L${f(w * 1.02)},${f(bank)} Z" fill="#1e2333" stroke="${GOLD}" stroke-width="3"/>`
  out += `<path d="M${f(w * 0.78)},${f(h * 0.46)} L${f(w * 0.95)},${f(h * 0.4)}" stroke="${GOLD_LIGHT}" stroke-width="3" opacity="0.7"/>`
  out += `<rect x="0" y="${f(bank)}" width="${w}" height="${f(h - bank)}" fill="url(#water)"/>`
  // A stone bridge with lamps across the river.
  const deck = h * 0.76
  const foot = h * 0.87
  let arches = `M0,${f(deck)} H${w} V${f(foot)}`
  const spans = 6
  for (let i = spans; i > 0; i--) {
    const x1 = (i / spans) * w
    const x0 = ((i - 1) / spans) * w
    arches += ` L${f(x1 - 22)},${f(foot)} Q${f((x0 + x1) / 2)},${f(2 * (deck + 26) - foot)} ${f(x0 + 22)},${f(foot)}`
  }
  out += `<path d="${arches} L0,${f(foot)} Z" fill="#1b1820"/><rect x="0" y="${f(deck)}" width="${w}" height="6" fill="${GOLD}" opacity="0.5"/>`
  for (let i = 0; i < 7; i++) {
    const lx = (i + 0.5) * (w / 7)
    out += `<rect x="${f(lx - 2)}" y="${f(deck - 44)}" width="4" height="44" fill="${NIGHT}"/>${lamp(lx, deck - 48, 0.7)}${streaks(rand, lx, foot + 12, 5, 20, 50)}`
  }
  return out
}

function coast(w: number, h: number, rand: Rand): string {
  const horizon = h * 0.58
  let out = moon(w * 0.3, h * 0.16, 30)
  out += `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#water)"/>`
  for (let i = 0; i < 26; i++) {
    const y = horizon + 20 + rand() * (h - horizon - 30)
    const len = 40 + rand() * 160 * ((y - horizon) / (h - horizon) + 0.3)
    out += `<rect x="${f(rand() * w)}" y="${f(y)}" width="${f(len)}" height="3" rx="1.5" fill="${IVORY}" opacity="${(0.12 + rand() * 0.25).toFixed(2)}"/>`
  }
  // Beam first so the tower sits on top of it.
  const lx = w * 0.86
  const ly = h * 0.2
  out += `<path d="M${f(lx)},${f(ly)} L${f(w * 0.05)},${f(h * 0.05)} L${f(w * 0.05)},${f(h * 0.32)} Z" fill="url(#sweep)" opacity="0.55"/>`
  out += `<path d="M${f(w * 0.66)},${h} Q${f(w * 0.7)},${f(h * 0.62)} ${f(w * 0.8)},${f(h * 0.52)} L${w},${f(h * 0.5)} V${h} Z" fill="${NIGHT}"/>`
  out += `<path d="M${f(lx - 32)},${f(h * 0.52)} L${f(lx - 20)},${f(ly + 30)} H${f(lx + 20)} L${f(lx + 32)},${f(h * 0.52)} Z" fill="#e9e2d2" opacity="0.92"/>`
  out += `<rect x="${f(lx - 26)}" y="${f(ly + 22)}" width="52" height="10" fill="${INK_2}"/><rect x="${f(lx - 16)}" y="${f(ly - 12)}" width="32" height="34" fill="#fff4d6"/><path d="M${f(lx - 22)},${f(ly - 12)} L${f(lx)},${f(ly - 40)} L${f(lx + 22)},${f(ly - 12)} Z" fill="${INK_2}"/>${lamp(lx, ly + 4, 2.2)}`
  // The rock with its footbridge.
  const rx = w * 0.44
  out += `<path d="M${f(rx - 120)},${f(horizon + 120)} Q${f(rx - 100)},${f(horizon - 40)} ${f(rx - 20)},${f(horizon - 70)} Q${f(rx + 70)},${f(horizon - 60)} ${f(rx + 110)},${f(horizon + 120)} Z" fill="${NIGHT}"/>`
  out += `<path d="M${f(rx - 360)},${f(horizon + 50)} Q${f(rx - 240)},${f(horizon - 30)} ${f(rx - 110)},${f(horizon + 30)}" stroke="${NIGHT}" stroke-width="12" fill="none"/><path d="M${f(rx - 500)},${f(horizon + 170)} Q${f(rx - 450)},${f(horizon + 10)} ${f(rx - 350)},${f(horizon + 40)} L${f(rx - 300)},${f(horizon + 170)} Z" fill="${NIGHT}"/>`
  out += `<rect x="${f(rx - 26)}" y="${f(horizon - 110)}" width="12" height="42" fill="${IVORY}" opacity="0.8"/>`
  for (let i = 0; i < 10; i++) {
    out += `<ellipse cx="${f(rx - 140 + rand() * 280)}" cy="${f(horizon + 110 + rand() * 20)}" rx="${f(20 + rand() * 50)}" ry="4" fill="${IVORY}" opacity="0.35"/>`
  }
  return out
}

function boardwalk(w: number, h: number, rand: Rand): string {
  const horizon = h * 0.52
  const beach = h * 0.6
  const vx = w * 0.78
  let out = `<circle cx="${f(w * 0.56)}" cy="${f(horizon)}" r="260" fill="url(#glow)" opacity="0.5"/>`
  out += `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(beach - horizon)}" fill="url(#water)"/>${streaks(rand, w * 0.56, horizon + 8, 4, 30, 260)}`
  out += `<rect x="0" y="${f(beach)}" width="${w}" height="${f(h - beach)}" fill="#1f1a1c"/>`
  // The boardwalk in perspective.
  out += `<path d="M${f(vx - 6)},${f(beach)} L${f(vx + 6)},${f(beach)} L${f(w * 1.1)},${h} L${f(w * 0.3)},${h} Z" fill="#4a3826"/>`
  for (let i = 1; i < 14; i++) {
    const t = (i / 14) ** 2
    const y = beach + (h - beach) * t
    const xl = vx - 6 + (w * 0.3 - (vx - 6)) * t
    const xr = vx + 6 + (w * 1.1 - (vx + 6)) * t
    out += `<line x1="${f(xl)}" y1="${f(y)}" x2="${f(xr)}" y2="${f(y)}" stroke="#2a2018" stroke-width="${f(1 + t * 4)}"/>`
  }
  // Beach cabins along the walk, then closed parasols.
  for (let i = 0; i < 9; i++) {
    const t = ((i + 1) / 10) ** 1.6
    const x = vx + 30 + (w * 1.15 - vx) * t
    const y = beach + (h - beach) * t * 0.7
    const s = 0.25 + t * 1.5
    out += `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})"><rect x="-40" y="-90" width="80" height="90" fill="#e9e2d2"/><path d="M-48,-90 L0,-130 L48,-90 Z" fill="${INK_2}"/><rect x="-14" y="-60" width="28" height="60" fill="${RUBY}" opacity="0.8"/></g>`
  }
  const colors = [RUBY, GOLD, '#e9e2d2', '#0f6b4d', '#2e3a6b']
  for (let i = 0; i < 16; i++) {
    const t = rand()
    const x = w * 0.02 + (vx - w * 0.32) * (i / 16)
    const y = beach + 20 + t * (h - beach) * 0.5
    const s = 0.35 + ((y - beach) / (h - beach)) * 1.2
    const color = colors[Math.floor(rand() * colors.length)]
    out += `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})"><line x1="0" y1="0" x2="0" y2="-160" stroke="#6b5a44" stroke-width="5"/><path d="M-16,-60 L0,-170 L16,-60 Z" fill="${color}" opacity="0.9"/></g>`
  }
  return out
}

function pines(w: number, h: number, rand: Rand): string {
  const ground = h * 0.8
  let out = moon(w * 0.52, h * 0.2, 38)
  out += `<path d="M0,${f(ground)} Q${f(w * 0.3)},${f(h * 0.68)} ${f(w * 0.6)},${f(h * 0.76)} T${w},${f(h * 0.72)} V${h} H0 Z" fill="#15161a"/>`
  // An Anglo-Norman villa: steep roof, timber frame, lit windows.
  const vx = w * 0.7
  const vy = h * 0.74
  out += `<rect x="${f(vx - 170)}" y="${f(vy - 170)}" width="340" height="170" fill="#e6dccb" opacity="0.9"/>`
  out += `<path d="M${f(vx - 200)},${f(vy - 165)} L${f(vx - 60)},${f(vy - 330)} L${f(vx + 80)},${f(vy - 165)} Z" fill="#2a1c1c"/><path d="M${f(vx + 40)},${f(vy - 165)} L${f(vx + 120)},${f(vy - 260)} L${f(vx + 200)},${f(vy - 165)} Z" fill="#2a1c1c"/>`
  for (const dx of [-150, -90, -30, 30, 90, 150]) {
    out += `<line x1="${f(vx + dx)}" y1="${f(vy - 165)}" x2="${f(vx + dx)}" y2="${f(vy)}" stroke="#3b2a22" stroke-width="8"/>`
  }
  out += `<line x1="${f(vx - 170)}" y1="${f(vy - 90)}" x2="${f(vx + 170)}" y2="${f(vy - 90)}" stroke="#3b2a22" stroke-width="8"/>`
  for (const dx of [-125, -60, 55, 120]) {
    out += `<rect x="${f(vx + dx - 18)}" y="${f(vy - 150)}" width="36" height="48" fill="url(#lit)"/><rect x="${f(vx + dx - 18)}" y="${f(vy - 72)}" width="36" height="56" fill="url(#lit)" opacity="0.85"/>`
  }
  out += `<rect x="${f(vx - 78)}" y="${f(vy - 290)}" width="36" height="40" fill="url(#lit)"/>`
  out += `<circle cx="${f(vx)}" cy="${f(vy - 90)}" r="300" fill="url(#glow)" opacity="0.2"/>`
  out += pine(rand, w * 0.06, h, h * 0.8, 60)
  out += pine(rand, w * 0.32, h, h * 0.62, -40)
  out += pine(rand, w * 0.97, h, h * 0.74, -70)
  return out
}

function fountain(w: number, h: number, rand: Rand): string {
  const fx = w * 0.66
  let out = `<rect x="0" y="${f(h * 0.72)}" width="${w}" height="${f(h * 0.28)}" fill="#17141a"/>`
  for (let i = 0; i < 60; i++) {
    out += `<ellipse cx="${f(rand() * w)}" cy="${f(h * 0.75 + rand() * h * 0.25)}" rx="${f(10 + rand() * 14)}" ry="3" fill="${GOLD_LIGHT}" opacity="${(0.04 + rand() * 0.08).toFixed(2)}"/>`
  }
  // Basin and tiers.
  out += `<ellipse cx="${f(fx)}" cy="${f(h * 0.8)}" rx="300" ry="46" fill="#2a2630" stroke="#e6dccb" stroke-width="6" opacity="0.95"/>`
  out += `<ellipse cx="${f(fx)}" cy="${f(h * 0.79)}" rx="270" ry="34" fill="url(#water)"/>`
  out += `<rect x="${f(fx - 24)}" y="${f(h * 0.52)}" width="48" height="${f(h * 0.27)}" fill="#e6dccb" opacity="0.85"/>`
  out += `<path d="M${f(fx - 140)},${f(h * 0.55)} Q${f(fx)},${f(h * 0.66)} ${f(fx + 140)},${f(h * 0.55)} Z" fill="#e6dccb" opacity="0.9"/>`
  out += `<path d="M${f(fx - 80)},${f(h * 0.42)} Q${f(fx)},${f(h * 0.49)} ${f(fx + 80)},${f(h * 0.42)} Z" fill="#e6dccb" opacity="0.9"/><rect x="${f(fx - 12)}" y="${f(h * 0.34)}" width="24" height="${f(h * 0.09)}" fill="#e6dccb" opacity="0.85"/>`
  for (const [from, spread, top] of [
    [h * 0.42, 110, h * 0.3],
    [h * 0.55, 190, h * 0.45],
  ] as const) {
    for (const side of [-1, 1]) {
      for (let k = 0; k < 3; k++) {
        const ex = fx + side * (spread + k * 30)
        out += `<path d="M${f(fx + side * 20)},${f(from)} Q${f(fx + side * (spread * 0.6))},${f(top - k * 10)} ${f(ex)},${f(from + h * 0.22)}" stroke="#cfeaf0" stroke-width="2.5" fill="none" opacity="${(0.55 - k * 0.12).toFixed(2)}"/>`
      }
    }
  }
  out += `<circle cx="${f(fx)}" cy="${f(h * 0.6)}" r="260" fill="url(#glow)" opacity="0.3"/>`
  // Plane trees with a garland of bulbs.
  for (let i = 0; i < 26; i++) {
    const x = rand() * w
    const y = rand() * h * 0.16
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(70 + rand() * 80)}" fill="${NIGHT}" opacity="0.95"/>`
  }
  for (const x of [w * 0.12, w * 0.97]) {
    out += `<rect x="${f(x - 18)}" y="0" width="36" height="${f(h * 0.76)}" fill="#1b1a1e"/>`
  }
  let garland = ''
  const g0 = w * 0.12
  const g1 = w * 0.97
  for (let k = 0; k <= 24; k++) {
    const t = k / 24
    const x = g0 + (g1 - g0) * t
    const y = h * 0.24 + Math.sin(t * Math.PI) * h * 0.09
    garland += `<circle cx="${f(x)}" cy="${f(y)}" r="16" fill="url(#glow)"/><circle cx="${f(x)}" cy="${f(y)}" r="4" fill="#fff4d6"/>`
  }
  out += `<path d="M${f(g0)},${f(h * 0.24)} Q${f((g0 + g1) / 2)},${f(h * 0.42)} ${f(g1)},${f(h * 0.24)}" stroke="${NIGHT}" stroke-width="2" fill="none"/>${garland}`
  // Café tables with candles on the left.
  for (const x of [w * 0.2, w * 0.34]) {
    out += `<ellipse cx="${f(x)}" cy="${f(h * 0.8)}" rx="70" ry="12" fill="#e6dccb" opacity="0.7"/><rect x="${f(x - 4)}" y="${f(h * 0.8)}" width="8" height="${f(h * 0.12)}" fill="${NIGHT}"/>${lamp(x, h * 0.78, 0.7)}`
  }
  return out
}

function palms(w: number, h: number, rand: Rand): string {
  const horizon = h * 0.58
  let out = moon(w * 0.72, h * 0.26, 60)
  out += `<path d="M0,${f(horizon)} L0,${f(horizon - 40)} Q${f(w * 0.08)},${f(horizon - 90)} ${f(w * 0.16)},${f(horizon - 50)} Q${f(w * 0.22)},${f(horizon - 70)} ${f(w * 0.3)},${f(horizon - 20)} L${f(w * 0.34)},${f(horizon)} Z" fill="hsl(230,22%,12%)"/>`
  out += `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#water)"/>`
  out += streaks(rand, w * 0.72, horizon + 14, 12, 70, 240)
  for (let i = 0; i < 6; i++) {
    out += `<circle cx="${f(w * (0.35 + rand() * 0.6))}" cy="${f(horizon + 6 + rand() * 20)}" r="2.5" fill="${GOLD_LIGHT}"/>`
  }
  // The promenade, its lamps and the palm trees.
  const walk = h * 0.86
  out += `<rect x="0" y="${f(walk)}" width="${w}" height="${f(h - walk)}" fill="${NIGHT}"/><rect x="0" y="${f(walk)}" width="${w}" height="5" fill="${GOLD}" opacity="0.6"/>`
  for (let i = 0; i < 5; i++) {
    const x = w * (0.1 + i * 0.2)
    out += `<rect x="${f(x - 4)}" y="${f(walk - h * 0.2)}" width="8" height="${f(h * 0.2)}" fill="${NIGHT}"/>${lamp(x, walk - h * 0.205, 1)}`
  }
  out += palm(w * 0.2, walk + 10, h * 0.62, 40)
  out += palm(w * 0.46, walk + 10, h * 0.5, -25)
  out += palm(w * 0.93, walk + 10, h * 0.66, -45)
  return out
}

function slots(w: number, h: number): string {
  const machine = (x: number, scale: number, symbols: ('seven' | 'cherry' | 'bar')[]) => {
    const reel = (symbol: string, rx: number) => {
      const inner =
        symbol === 'seven'
          ? `<path d="${sevenPath}" fill="${RUBY}" transform="scale(0.9)"/>`
          : symbol === 'cherry'
            ? `<path d="M-14,10 Q0,-30 18,-34 M14,6 Q10,-18 18,-34" stroke="#0f6b4d" stroke-width="4" fill="none"/><circle cx="-14" cy="18" r="13" fill="${RUBY}"/><circle cx="14" cy="14" r="13" fill="${RUBY}"/>`
            : `<rect x="-30" y="-12" width="60" height="24" rx="4" fill="${INK}"/><rect x="-24" y="-5" width="48" height="10" fill="${GOLD}"/>`
      return `<rect x="${rx - 40}" y="-60" width="80" height="120" rx="6" fill="${IVORY}"/><g transform="translate(${rx},0)">${inner}</g>`
    }
    let bulbs = ''
    for (let i = 0; i < 11; i++) {
      const a = Math.PI + (i / 10) * Math.PI
      bulbs += `<circle cx="${f(Math.cos(a) * 130)}" cy="${f(-300 + Math.sin(a) * 90)}" r="7" fill="${i % 2 ? GOLD_LIGHT : '#fff4d6'}"/>`
    }
    return `<g transform="translate(${f(x)},${f(h * 0.95)}) scale(${scale})"><circle cx="0" cy="-320" r="200" fill="url(#glow)" opacity="0.45"/><path d="M-150,0 V-300 Q0,-420 150,-300 V0 Z" fill="${INK_2}" stroke="${GOLD}" stroke-width="5"/>${bulbs}<rect x="-130" y="-260" width="260" height="150" rx="10" fill="${INK}" stroke="${GOLD_LIGHT}" stroke-width="3"/><g transform="translate(0,-185)">${reel(symbols[0]!, -85)}${reel(symbols[1]!, 0)}${reel(symbols[2]!, 85)}</g><rect x="-8" y="-185" width="16" height="2" fill="${RUBY}"/><rect x="-140" y="-90" width="280" height="40" rx="6" fill="#2a2738"/><circle cx="-90" cy="-70" r="11" fill="${RUBY}"/><circle cx="-50" cy="-70" r="11" fill="${GOLD}"/><circle cx="-10" cy="-70" r="11" fill="#0f6b4d"/><rect x="-150" y="-30" width="300" height="30" fill="${GOLD}" opacity="0.6"/></g>`
  }
  return `${machine(w * 0.44, 1, ['cherry', 'bar', 'seven'])}${machine(w * 0.66, 1.12, ['seven', 'seven', 'seven'])}${machine(w * 0.88, 1, ['bar', 'cherry', 'bar'])}<rect x="0" y="${f(h * 0.95)}" width="${w}" height="${f(h * 0.05)}" fill="${NIGHT}"/>`
}

function bar(w: number, h: number, rand: Rand, variant: 0 | 1): string {
  const counter = h * 0.8
  let out = `<rect x="${f(w * 0.28)}" y="${f(h * 0.08)}" width="${f(w * 0.72)}" height="${f(h * 0.64)}" fill="url(#backbar)"/>`
  for (let shelf = 0; shelf < 3; shelf++) {
    const y = h * 0.3 + shelf * h * 0.16
    let x = w * 0.3
    while (x < w * 0.98) {
      const bw = 26 + rand() * 26
      const bh = 70 + rand() * 60
      const hue = [30, 20, 140, 0, 45][Math.floor(rand() * 5)]
      out += `<path d="M${f(x)},${f(y)} V${f(y - bh * 0.62)} Q${f(x)},${f(y - bh * 0.75)} ${f(x + bw * 0.35)},${f(y - bh * 0.8)} V${f(y - bh)} H${f(x + bw * 0.65)} V${f(y - bh * 0.8)} Q${f(x + bw)},${f(y - bh * 0.75)} ${f(x + bw)},${f(y - bh * 0.62)} V${f(y)} Z" fill="hsl(${hue},45%,${f(18 + rand() * 14)}%)" opacity="0.95"/>`
      x += bw + 8 + rand() * 10
    }
    out += `<rect x="${f(w * 0.28)}" y="${f(y)}" width="${f(w * 0.72)}" height="6" fill="${GOLD}" opacity="0.85"/>`
  }
  for (const x of [w * 0.42, w * 0.62, w * 0.82]) {
    out += `<line x1="${f(x)}" y1="0" x2="${f(x)}" y2="${f(h * 0.12)}" stroke="${GOLD}" stroke-width="2"/><path d="M${f(x - 30)},${f(h * 0.16)} Q${f(x)},${f(h * 0.08)} ${f(x + 30)},${f(h * 0.16)} Z" fill="${GOLD}"/>${lamp(x, h * 0.17, 1.2)}`
  }
  out += `<rect x="0" y="${f(counter)}" width="${w}" height="${f(h - counter)}" fill="#1a1212"/><rect x="0" y="${f(counter - 8)}" width="${w}" height="12" fill="${GOLD}" opacity="0.9"/>`
  const gx = w * 0.56
  if (variant === 1) {
    // A saxophone resting on its stand at the end of the counter, under a spotlight.
    out += `<ellipse cx="${f(gx)}" cy="${f(counter - 4)}" rx="180" ry="16" fill="#f6e3b0" opacity="0.25"/><g transform="translate(${f(gx)},${f(counter - 10)})"><path d="M-20,-330 C-20,-300 -14,-260 -14,-220 L-14,-90 Q-14,-10 50,-10 Q110,-10 112,-80 L112,-110" stroke="${GOLD}" stroke-width="30" fill="none" stroke-linecap="round"/><path d="M90,-110 L140,-165 L170,-140 L128,-96 Z" fill="${GOLD_LIGHT}"/><ellipse cx="155" cy="-152" rx="30" ry="14" transform="rotate(-42 155 -152)" fill="#8a6a2a"/><path d="M-20,-330 Q-30,-360 -60,-362" stroke="${GOLD_LIGHT}" stroke-width="8" fill="none"/>${[
      0, 1, 2, 3, 4, 5,
    ]
      .map((i) => `<circle cx="2" cy="${-250 + i * 30}" r="7" fill="${GOLD_LIGHT}"/>`)
      .join(
        '',
      )}<path d="M-50,0 L30,-60 L110,0" stroke="${NIGHT}" stroke-width="6" fill="none"/></g>`
    out += `<circle cx="${f(gx)}" cy="${f(counter - 180)}" r="260" fill="url(#glow)" opacity="0.2"/>`
    return out
  }
  // A cocktail on the counter.
  out += `<g transform="translate(${f(gx)},${f(counter - 8)})" stroke="${GOLD_LIGHT}" stroke-width="5" fill="none"><path d="M-90,-230 L0,-130 L90,-230 Z" fill="${RUBY}" fill-opacity="0.55"/><line x1="0" y1="-130" x2="0" y2="-12"/><ellipse cx="0" cy="-6" rx="50" ry="8" fill="${GOLD_LIGHT}" fill-opacity="0.4"/><line x1="-20" y1="-260" x2="30" y2="-175"/><circle cx="20" cy="-190" r="12" fill="#6f8f3a" stroke="none"/></g>`
  out += `<ellipse cx="${f(gx)}" cy="${f(counter + 30)}" rx="140" ry="10" fill="${GOLD_LIGHT}" opacity="0.12"/>`
  return out
}

function membership(w: number, h: number): string {
  const cards = [
    { rot: -24, fill: '#f1ede4', edge: '#c9c2b3', mark: INK },
    { rot: -8, fill: 'url(#silver)', edge: '#e3e5ea', mark: INK },
    { rot: 8, fill: 'url(#metal)', edge: GOLD_LIGHT, mark: INK },
    { rot: 24, fill: '#0e0d12', edge: GOLD, mark: GOLD },
  ]
  const px = w * 0.64
  const py = h * 1.02
  let out = `<circle cx="${f(px)}" cy="${f(h * 0.45)}" r="420" fill="url(#glow)" opacity="0.3"/>`
  for (const card of cards) {
    out += `<g transform="translate(${f(px)},${f(py)}) rotate(${card.rot}) translate(0,-560)"><rect x="-230" y="-145" width="460" height="290" rx="22" fill="${card.fill}" stroke="${card.edge}" stroke-width="4"/><rect x="-190" y="-70" width="70" height="52" rx="8" fill="${GOLD}" opacity="0.85"/><path d="M-190,-44 h70 M-155,-70 v52" stroke="${INK}" stroke-width="2" opacity="0.4"/><g transform="translate(150,-80) scale(0.7)"><path d="${spadePath}" fill="${card.mark}"/></g><rect x="-190" y="60" width="220" height="12" rx="6" fill="${card.mark}" opacity="0.35"/><rect x="-190" y="88" width="140" height="12" rx="6" fill="${card.mark}" opacity="0.25"/></g>`
  }
  return out
}

function artdeco(w: number, h: number): string {
  const size = 200
  let fan = ''
  for (const [x, y] of [
    [0, size / 2],
    [size, size / 2],
    [size / 2, size],
  ] as const) {
    for (let k = 1; k <= 4; k++) {
      const r = (size / 2) * (k / 4)
      fan += `<path d="M${f(x - r)},${f(y)} A${f(r)},${f(r)} 0 0 1 ${f(x + r)},${f(y)}" stroke="${GOLD}" stroke-width="2" fill="none" opacity="${(0.1 + k * 0.05).toFixed(2)}"/>`
    }
  }
  let out = `<defs><pattern id="fans" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${fan}</pattern></defs><rect width="${w}" height="${h}" fill="url(#fans)"/>`
  const sx = w * 0.66
  const sy = h * 0.45
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    out += `<line x1="${f(sx + Math.cos(a) * 90)}" y1="${f(sy + Math.sin(a) * 90)}" x2="${f(sx + Math.cos(a) * 260)}" y2="${f(sy + Math.sin(a) * 260)}" stroke="${GOLD_LIGHT}" stroke-width="${i % 2 ? 2 : 5}" opacity="0.6"/>`
  }
  out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="300" fill="url(#glow)" opacity="0.25"/><circle cx="${f(sx)}" cy="${f(sy)}" r="84" fill="${INK}" stroke="${GOLD}" stroke-width="6"/><g transform="translate(${f(sx)},${f(sy)}) scale(0.9)"><path d="${spadePath}" fill="${GOLD}"/></g>`
  return out
}

export function sceneSvg(
  { motif, hue, seed, variant = 0 }: ImageSpec,
  width = 1600,
  height = 1000,
): string {
  const rand = random(seed * 7919 + hue)
  const isOutdoor = outdoor.has(motif)
  const background = isOutdoor
    ? `<rect width="100%" height="100%" fill="url(#sky)"/>${stars(rand, width, height * 0.5, 110)}`
    : `<rect width="100%" height="100%" fill="url(#bg)"/>${bokeh(rand, width, height, 26)}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,16%)"/><stop offset="0.55" stop-color="hsl(${(hue + 30) % 360},40%,8%)"/><stop offset="1" stop-color="#0b0a10"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,6%)"/><stop offset="0.5" stop-color="hsl(${hue},40%,15%)"/><stop offset="0.6" stop-color="hsl(${(hue + 25) % 360},38%,22%)"/><stop offset="1" stop-color="#0b0a10"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},35%,16%)"/><stop offset="1" stop-color="#07060a"/></linearGradient>
<linearGradient id="pool" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(182,45%,24%)"/><stop offset="1" stop-color="hsl(200,50%,7%)"/></linearGradient>
<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},40%,10%)"/><stop offset="1" stop-color="hsl(${hue},35%,22%)"/></linearGradient>
<linearGradient id="lit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6e3b0"/><stop offset="0.6" stop-color="${GOLD}"/><stop offset="1" stop-color="#8a6a2a"/></linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GOLD_LIGHT}"/><stop offset="1" stop-color="${GOLD_LIGHT}" stop-opacity="0"/></linearGradient>
<linearGradient id="wine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6e3b0"/><stop offset="1" stop-color="#c99a3c"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e3b0"/><stop offset="0.5" stop-color="${GOLD}"/><stop offset="1" stop-color="#8a6a2a"/></linearGradient>
<linearGradient id="silver" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef0f4"/><stop offset="0.5" stop-color="#b9bcc4"/><stop offset="1" stop-color="#7d818b"/></linearGradient>
<linearGradient id="backbar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a2a14"/><stop offset="0.5" stop-color="#7a5a26"/><stop offset="1" stop-color="#2a1d0c"/></linearGradient>
<linearGradient id="sweep" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#fff4d6"/><stop offset="1" stop-color="#fff4d6" stop-opacity="0"/></linearGradient>
<radialGradient id="felt"><stop offset="0" stop-color="#1d7a57"/><stop offset="1" stop-color="#0b3526"/></radialGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#f6e3b0" stop-opacity="0.9"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.55" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6e3b0"/><stop offset="1" stop-color="#f6e3b0" stop-opacity="0"/></linearGradient>
</defs>
${background}
${motifShapes(motif, width, height, rand, variant)}
<rect width="100%" height="100%" fill="url(#vignette)"/>
</svg>`
}

export async function renderScene(spec: ImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(spec)))
    .jpeg({ quality: 80 })
    .toBuffer()
}

/**
 * The media document of a drawn picture, by file name: found when an earlier seed made it, else
 * rendered and stored with its alt text in both languages (the rewards' and offers' pictures).
 */
export async function seedSceneImage(
  payload: Payload,
  { filename, scene, alt }: { filename: string; scene: ImageSpec; alt: { fr: string; en: string } },
): Promise<number> {
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  if (found.docs[0]) return found.docs[0].id
  const data = await renderScene(scene)
  const context = { skipRevalidation: true }
  const created = await payload.create({
    collection: 'media',
    locale: 'fr',
    data: { alt: alt.fr },
    file: { data, mimetype: 'image/jpeg', name: filename, size: data.length },
    context,
  })
  await payload.update({
    collection: 'media',
    id: created.id,
    locale: 'en',
    data: { alt: alt.en },
    context,
  })
  return created.id
}
