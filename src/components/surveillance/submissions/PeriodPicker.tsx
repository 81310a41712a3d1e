import { getTranslations } from 'next-intl/server'
import type { Semester } from './gridModel'
import type { RegistryOption } from '@/lib/surveillance/submissions/summary'

interface Props {
  action: string
  registries: RegistryOption[]
  years: number[]
  selected: { registry: string; year: number; semester: Semester }
}

/** Chooses which registry and semester the grid shows: a GET form, so the choice has an address. */
export async function PeriodPicker({ action, registries, years, selected }: Props) {
  const t = await getTranslations('submissions')
  return (
    <form action={action} method="get" className="flex flex-wrap items-end gap-4">
      <fieldset className="contents">
        <legend className="sr-only">{t('period.legend')}</legend>
        <div>
          <label htmlFor="pick-registry" className="block text-sm font-medium text-slate-900">
            {t('period.registry')}
          </label>
          <select
            id="pick-registry"
            name="registry"
            defaultValue={selected.registry}
            className="field-input mt-1"
          >
            {registries.map((registry) => (
              <option key={registry.code} value={registry.code}>
                {registry.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="pick-year" className="block text-sm font-medium text-slate-900">
            {t('period.year')}
          </label>
          <select
            id="pick-year"
            name="year"
            defaultValue={String(selected.year)}
            className="field-input mt-1"
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="pick-semester" className="block text-sm font-medium text-slate-900">
            {t('period.semester')}
          </label>
          <select
            id="pick-semester"
            name="semester"
            defaultValue={String(selected.semester)}
            className="field-input mt-1"
          >
            {[1, 2].map((semester) => (
              <option key={semester} value={semester}>
                {t('period.semesterOption', { semester: String(semester) })}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <button type="submit" className="btn-secondary">
        {t('period.open')}
      </button>
    </form>
  )
}
