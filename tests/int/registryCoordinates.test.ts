import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MemberRegistry } from '@/payload-types'
import { RegistryMap } from '@/components/map/RegistryMap'
import { mapRegistries } from '@/components/map/mapRegistries'
import { tokensByRole, type Role } from '../helpers/accounts'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  await testPayload()
  tokens = await tokensByRole()
})

// The twelve demo registries; other test files may leave registries of their own behind.
const demoCodes = [
  'AR-RENAC',
  'BR-SINASC',
  'CL-RENACH',
  'CR-CREC',
  'PY-RENADECOPY',
  'CO-BOG',
  'CO-CAL',
  'CL-MAULE',
  'NI-SVDC',
  'MX-NL',
  'BR-SP',
  'ECLAMC',
]

async function registries(token?: string): Promise<MemberRegistry[]> {
  const res = await rest('GET', 'member-registries?limit=1000&depth=0&sort=initials', { token })
  expect(res.status).toBe(200)
  const { docs } = (await res.json()) as { docs: MemberRegistry[] }
  return docs.filter((registry) => demoCodes.includes(registry.networkCode))
}

describe('member registry coordinates', () => {
  it('are stored for the demo registries and public', async () => {
    const docs = await registries()
    expect(docs).toHaveLength(12)
    const cali = docs.find((registry) => registry.networkCode === 'CO-CAL')!
    expect(cali.latitude).toBeCloseTo(3.4516, 4)
    expect(cali.longitude).toBeCloseTo(-76.532, 4)
    expect(docs.every((registry) => registry.latitude != null)).toBe(true)
  })

  it('refuse a latitude beyond 90° and change nothing', async () => {
    const cali = (await registries()).find((registry) => registry.networkCode === 'CO-CAL')!
    const res = await rest('PATCH', `member-registries/${cali.id}`, {
      token: tokens.admin,
      body: { latitude: 123 },
    })
    expect(res.status).toBe(400)
    const after = (await registries()).find((registry) => registry.networkCode === 'CO-CAL')!
    expect(after.latitude).toBeCloseTo(3.4516, 4)
  })

  it('only admins change them', async () => {
    const cali = (await registries()).find((registry) => registry.networkCode === 'CO-CAL')!
    const res = await rest('PATCH', `member-registries/${cali.id}`, {
      token: tokens.user,
      body: { latitude: 0 },
    })
    expect(res.status).toBe(403)
  })

  it('put every stored registry on the map as a link to its characteristics', async () => {
    const docs = await registries()
    const html = renderToStaticMarkup(
      createElement(RegistryMap, {
        id: 'map',
        locale: 'pt',
        title: 'Mapa',
        registries: mapRegistries(docs),
        registryHref: '/registros-membros/caracteristicas-dos-registros',
      }),
    )
    // Each marker is a link named by its title.
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*><title>([^<]+)<\/title>/g)]
    expect(links).toHaveLength(12)
    expect(links.map((link) => link[1])).toContain(
      '/registros-membros/caracteristicas-dos-registros#CO-CAL',
    )
  })
})
