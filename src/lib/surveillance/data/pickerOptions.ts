import type { Locale } from '@/i18n/locales'
import { cachedQuery } from '@/lib/site/cachedQuery'
import { getPayloadClient } from '@/lib/site/payload'
import {
  currentBasePeriod,
  listBasePeriods,
  loadMalformations,
  loadRegistries,
} from '@/lib/surveillance/data/loadReference'
import type { MalformationRef, RegistryRef } from '@/lib/surveillance/reference/reference'

export interface PickerOptions {
  registries: RegistryRef[]
  malformations: MalformationRef[]
  basePeriods: string[]
  currentBasePeriod: string
}

/** What the form's pickers offer, cached until the office changes the reference data. */
export const loadPickerOptions = cachedQuery(
  'surveillance-picker-options',
  {
    collections: ['member-registries', 'malformations', 'baseline-rates'],
    globals: ['site-settings'],
  },
  async (locale: Locale): Promise<PickerOptions> => {
    const payload = await getPayloadClient()
    const [registries, malformations, basePeriods, current] = await Promise.all([
      loadRegistries(payload, locale),
      loadMalformations(payload, locale, { activeOnly: true }),
      listBasePeriods(payload),
      currentBasePeriod(payload),
    ])
    return {
      registries,
      malformations,
      basePeriods: basePeriods.includes(current) ? basePeriods : [current, ...basePeriods],
      currentBasePeriod: current,
    }
  },
)
