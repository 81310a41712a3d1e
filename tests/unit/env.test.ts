import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { env } from '@/env'
import { networkDisplayName } from '@/lib/site/network'
import { loginWith, projectPath } from '@/lib/site/routes'

afterEach(() => vi.unstubAllEnvs())

describe('settings from the environment', () => {
  it('have their documented defaults', () => {
    for (const name of ['DATA_DIR', 'OUTBOX_DIR', 'SERVER_URL', 'PORT', 'NETWORK_SHORT_NAME'])
      vi.stubEnv(name, '')
    expect(env.dataDir()).toBe('data')
    expect(env.outboxDir()).toBe(path.resolve('data/outbox'))
    expect(env.serverUrl()).toBe('http://localhost:3000')
    expect(env.networkShortName()).toBe('relamc')
    expect(networkDisplayName()).toBe('ReLAMC')
  })

  it('follow the variables when set', () => {
    vi.stubEnv('DATA_DIR', '/srv/relamc')
    vi.stubEnv('OUTBOX_DIR', '')
    vi.stubEnv('SERVER_URL', 'https://relamc.example.org/')
    vi.stubEnv('NETWORK_SHORT_NAME', 'ReMAC')
    expect(env.outboxDir()).toBe('/srv/relamc/outbox')
    expect(env.serverUrl()).toBe('https://relamc.example.org')
    expect(env.networkShortName()).toBe('remac')
    expect(networkDisplayName()).toBe('REMAC')
  })
})

describe('addresses built in one place', () => {
  it('send the login page back to the page asked for', () => {
    expect(loginWith('/vigilancia-epidemiologica/vigie?registry=AR&x=1')).toBe(
      '/login?next=%2Fvigilancia-epidemiologica%2Fvigie%3Fregistry%3DAR%26x%3D1',
    )
    expect(projectPath('atlas-latino')).toBe('/projetos/atlas-latino')
  })
})
