import { Link } from '@/i18n/navigation'
import type { MemberRegistry } from '@/payload-types'
import { networkShortName } from '@/lib/site/network'
import { routes } from '@/lib/site/routes'
import { InactiveBadge } from './InactiveBadge'

type LinkedRegistry = Pick<MemberRegistry, 'id' | 'networkCode' | 'initials' | 'name' | 'status'>

/** Registries as links to their characteristics (the picker opens on `#code`). */
export function RegistryLinks({
  registries,
}: {
  registries: (number | LinkedRegistry)[] | null | undefined
}) {
  // A registry the reader may not see, or one deleted since, comes as a bare id: left out.
  const docs = (registries ?? []).filter(
    (registry): registry is LinkedRegistry => typeof registry === 'object' && registry !== null,
  )
  if (!docs.length) return null
  const page = routes(networkShortName()).characteristics
  return (
    <ul className="list-disc space-y-1 pl-6" data-testid="registry-links">
      {docs.map((registry) => (
        <li key={registry.id}>
          <Link className="link" href={`${page}#${encodeURIComponent(registry.networkCode)}`}>
            {registry.initials} – {registry.name}
          </Link>
          <InactiveBadge registry={registry} />
        </li>
      ))}
    </ul>
  )
}
