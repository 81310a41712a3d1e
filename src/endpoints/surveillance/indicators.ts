import { loadDisclosurePolicy } from '@/lib/surveillance/data/disclosure'
import { readIndicatorPopulations } from '@/lib/surveillance/data/readIndicatorPopulations'
import { networkPopulation, indicatorsOf } from '@/lib/surveillance/indicators/populationIndicators'
import { discloseIndicators } from '@/lib/surveillance/disclosure'
import { parseIndicatorQuery } from '@/lib/surveillance/indicators/indicatorQuery'
import { NETWORK } from '@/lib/surveillance/input/query'
import { errorResponse, surveillanceEndpoint } from './boundary'

/**
 * GET /api/surveillance/indicators?registry=CODE|network&year=YYYY[&semester=1|2] — the WHO
 * birth-defects surveillance kit's 42 indicators (BDS.IND.1–43, no 40) from accepted data:
 * { indicators: [{ id, numerator, denominator, value, lower, upper, disaggregations,
 * unavailable?, withheld? }], registry, year, semester, pooled?, excluded?, demo }. Public,
 * through the disclosure policy (indicators/discloseIndicators.ts): exact for the registry's
 * members and the office, coverage only for anyone else. See docs/who-indicators.md.
 */
export const indicatorsEndpoint = surveillanceEndpoint({
  path: '/surveillance/indicators',
  method: 'get',
  access: 'anyone',
  handler: async ({ req, t }) => {
    const params = new URL(req.url ?? '', 'http://local').searchParams
    const populations = await readIndicatorPopulationsFor(req.payload, params)
    if (!populations.ok) return errorResponse(400, populations.issues, t)
    const { query, registries } = populations
    const policy = await loadDisclosurePolicy(req.payload, req.user)
    const indicators = discloseIndicators(
      indicatorsOf(registries, query.registry),
      policy,
      query.registry,
    )
    const network = query.registry === NETWORK ? networkPopulation(registries) : null
    return Response.json(
      {
        registry: query.registry,
        year: query.year,
        semester: query.semester,
        ...(network ? { pooled: network.pooled, excluded: network.excluded } : {}),
        indicators,
        demo: registries.some((registry) => registry.demo),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  },
})

async function readIndicatorPopulationsFor(
  payload: Parameters<typeof readIndicatorPopulations>[0],
  params: URLSearchParams,
) {
  const parsed = parseIndicatorQuery(params)
  if (!parsed.ok) return parsed
  const registries = await readIndicatorPopulations(payload, parsed.value)
  const { registry } = parsed.value
  if (registry !== NETWORK && !registries.some((population) => population.registry === registry))
    return {
      ok: false as const,
      issues: [
        { field: 'registry', code: 'unknownRegistry' as const, params: { value: registry } },
      ],
    }
  return { ok: true as const, query: parsed.value, registries }
}
