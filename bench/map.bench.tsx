// The map's weight in the page (raw and gzipped HTML) and its render time.
import { gzipSync } from 'node:zlib'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { RegistryMap, type RegistryMapProps } from '../src/components/map/RegistryMap'
import { demoRegistries } from '../src/seed/registries'
import { measure } from './measure'

const props = (size: 'full' | 'small'): RegistryMapProps => ({
  id: 'map',
  locale: 'pt',
  size,
  title: 'Mapa dos registros membros',
  registryHref: '/registros-membros/caracteristicas-dos-registros',
  registries: demoRegistries.map((registry) => ({
    code: registry.networkCode,
    initials: registry.initials,
    name: registry.name.pt,
    country: registry.country,
    latitude: registry.basedAt.latitude,
    longitude: registry.basedAt.longitude,
  })),
})

for (const size of ['full', 'small'] as const) {
  const html = renderToStaticMarkup(createElement(RegistryMap, props(size)))
  console.log(
    `RegistryMap (${size}, 12 registries)`.padEnd(48),
    `${html.length} bytes of HTML, ${gzipSync(html).length} gzipped`,
  )
  await measure(`render RegistryMap (${size})`, () =>
    renderToStaticMarkup(createElement(RegistryMap, props(size))),
  )
}
