import { Link } from '@/i18n/navigation'
import type { HeroImage } from '@/lib/site/content/settings'
import { HeroMap } from './HeroMap'

type Props = {
  network: string
  networkName: string
  lead: string
  image: HeroImage | null
  links: { about: { label: string; href: string }; data: { label: string; href: string } }
}

/**
 * The top of the home page: the network's name and purpose on the brand's deep teal, with the
 * image chosen in the site settings beside it, or the network's map when there is none.
 */
export function Hero({ network, networkName, lead, image, links }: Props) {
  const srcSet =
    image?.smallUrl && image.smallWidth && image.width
      ? `${image.smallUrl} ${image.smallWidth}w, ${image.url} ${image.width}w`
      : undefined
  return (
    <div className="hero-backdrop text-white" data-testid="hero">
      <div className="hero-grid">
        <div>
          <h1 className="hero-title">
            {network}
            <span className="hero-subtitle">{networkName}</span>
          </h1>
          <p className="hero-lead">{lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={links.about.href} className="hero-cta hero-cta-primary">
              {links.about.label}
            </Link>
            <Link href={links.data.href} className="hero-cta hero-cta-secondary">
              {links.data.label}
            </Link>
          </div>
        </div>
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the office's own upload, any size
          <img
            src={image.url}
            srcSet={srcSet}
            sizes="(min-width: 1024px) 36rem, 100vw"
            alt={image.alt}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            fetchPriority="high"
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-2xl ring-1 ring-white/15"
            data-testid="hero-image"
          />
        ) : (
          <HeroMap />
        )}
      </div>
    </div>
  )
}
