import { notFound } from 'next/navigation'

import { isValidSlug } from '@/features/content/domain/routing-rules'

type Props = { params: Promise<{ locale: string; casino: string; slug: string[] }> }

/**
 * Show detail: /{casino}/spectacle/{slug…} and /en/{casino}/show/{slug…}. The route and its
 * validation exist; shows themselves arrive with the venues area, until then every show is a 404.
 */
export default async function ShowPage({ params }: Props) {
  const { casino, slug } = await params
  if (!isValidSlug(casino) || !slug.every(isValidSlug)) notFound()
  notFound()
}
