import { demoMalformations, type DemoMalformation } from './malformations'

/**
 * Demonstration baselines: plausible orders of magnitude, not registry data.
 * Births per year and an ascertainment factor per registry (birth-certificate
 * systems record fewer anomalies than active hospital surveillance).
 */
export const registryProfiles: Record<string, { birthsPerYear: number; ascertainment: number }> = {
  'AR-RENAC': { birthsPerYear: 300_000, ascertainment: 1 },
  'BR-SINASC': { birthsPerYear: 2_700_000, ascertainment: 0.45 },
  'CL-RENACH': { birthsPerYear: 45_000, ascertainment: 1.15 },
  'CR-CREC': { birthsPerYear: 58_000, ascertainment: 1.1 },
  'PY-RENADECOPY': { birthsPerYear: 24_000, ascertainment: 0.9 },
  'CO-BOG': { birthsPerYear: 80_000, ascertainment: 1.2 },
  'CO-CAL': { birthsPerYear: 24_000, ascertainment: 1.1 },
  'CL-MAULE': { birthsPerYear: 11_000, ascertainment: 1.2 },
  'NI-SVDC': { birthsPerYear: 18_000, ascertainment: 0.8 },
  'MX-NL': { birthsPerYear: 4_500, ascertainment: 1.3 },
  'BR-SP': { birthsPerYear: 150_000, ascertainment: 0.7 },
  ECLAMC: { birthsPerYear: 90_000, ascertainment: 1.25 },
}

/** SPEC.md section 9: small registries used 2017-2018 as their base instead of 2017. */
const SMALL_REGISTRY_BIRTHS = 30_000
/** …and microcephaly and hydrocephaly used 2018. */
const MALFORMATIONS_ON_2018 = new Set([1, 2])

/** One pair left "not available" (blank cases) to show SPEC.md's rule in the demo. */
const NOT_AVAILABLE = { registry: 'NI-SVDC', malformation: 15 }

export interface DemoBaseline {
  registryCode: string
  malformationNumber: number
  basePeriod: string
  births: number
  cases: number | null
  sourceNote: string | null
}

export function demoBaselines(registryCodes: string[]): DemoBaseline[] {
  return registryCodes.flatMap((code) => {
    const profile = registryProfiles[code] ?? { birthsPerYear: 20_000, ascertainment: 1 }
    const small = profile.birthsPerYear < SMALL_REGISTRY_BIRTHS
    return demoMalformations.flatMap((malformation) => {
      const olderPeriod = MALFORMATIONS_ON_2018.has(malformation.number)
        ? '2018'
        : small
          ? '2017-2018'
          : '2017'
      return [
        baseline(code, profile, malformation, '2020-2022', 3),
        baseline(code, profile, malformation, olderPeriod, olderPeriod === '2017-2018' ? 2 : 1),
      ]
    })
  })
}

function baseline(
  code: string,
  profile: { birthsPerYear: number; ascertainment: number },
  malformation: DemoMalformation,
  basePeriod: string,
  years: number,
): DemoBaseline {
  const random = seededRandom(`${code}|${malformation.number}|${basePeriod}`)
  const births = Math.round(profile.birthsPerYear * years * (0.95 + 0.1 * random()))
  const expected = (births * malformation.per10000 * profile.ascertainment) / 10_000
  const notAvailable =
    code === NOT_AVAILABLE.registry && malformation.number === NOT_AVAILABLE.malformation
  return {
    registryCode: code,
    malformationNumber: malformation.number,
    basePeriod,
    births,
    cases: notAvailable ? null : Math.round(expected * (0.8 + 0.4 * random())),
    sourceNote: null,
  }
}

/** Small deterministic generator (mulberry32) so every seed run gives the same demo figures. */
function seededRandom(key: string): () => number {
  let state =
    [...key].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>>
    0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
