import { getLocale, getTranslations } from 'next-intl/server'
import { localePath } from '@/lib/site/localePath'
import type { AlarmField } from '@/lib/surveillance/input/alarmRequest'
import { yearRangeLabel } from '@/lib/timeRange'
import { ErrorSummary } from './ErrorSummary'
import { describedBy, FieldMessage } from './FieldMessage'
import type { PickerOptions } from '../../lib/surveillance/data/pickerOptions'
import { VIGIE_PATH, type AlarmQuery } from '../../lib/surveillance/present/vigiePath'

interface Props {
  options: PickerOptions
  values: AlarmQuery
  errors: Partial<Record<AlarmField, string>>
  defaultPeriod: { start: string; end: string }
}

/**
 * The test's inputs, sent with GET: the result has its own address, and the
 * form is a plain HTML form: it needs no JavaScript, and the page ships none for it.
 * The pickers are inputs with a datalist: native, searchable by code or name.
 */
export async function AlarmTestForm({ options, values, errors, defaultPeriod }: Props) {
  const t = await getTranslations('surveillance')
  const locale = await getLocale()
  const labels: Record<AlarmField, string> = {
    registry: t('form.registry'),
    malformation: t('form.malformation'),
    periodStart: `${t('form.periodLegend')} – ${t('form.periodStart')}`,
    periodEnd: `${t('form.periodLegend')} – ${t('form.periodEnd')}`,
    births: t('form.births'),
    observed: t('form.observed'),
    basePeriod: t('form.basePeriod'),
  }
  const summary = (Object.keys(labels) as AlarmField[]).flatMap((field) =>
    errors[field] ? [{ field, label: labels[field], message: errors[field] as string }] : [],
  )
  const field = (name: AlarmField, hasHint = false) => ({
    id: `field-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`field-${name}`, hasHint, errors[name]),
  })

  return (
    <form
      method="get"
      action={localePath(locale, VIGIE_PATH)}
      className="space-y-6"
      aria-labelledby="alarm-form-title"
    >
      <h2 id="alarm-form-title" className="section-title">
        {t('form.legend')}
      </h2>
      <ErrorSummary title={t('form.errorSummary')} errors={summary} />
      {options.registries.length === 0 && <p className="text-slate-700">{t('form.noOptions')}</p>}

      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <label htmlFor="field-registry" className="block font-medium text-slate-900">
            {t('form.registry')}
          </label>
          <input
            {...field('registry', true)}
            list="registry-options"
            autoComplete="off"
            required
            defaultValue={values.registry}
            className="field-input mt-1"
          />
          <datalist id="registry-options">
            {options.registries.map((registry) => (
              <option key={registry.code} value={registry.code}>
                {`${registry.initials} — ${registry.name}`}
              </option>
            ))}
          </datalist>
          <FieldMessage id="field-registry" hint={t('form.registryHint')} error={errors.registry} />
        </div>

        <div>
          <label htmlFor="field-malformation" className="block font-medium text-slate-900">
            {t('form.malformation')}
          </label>
          <input
            {...field('malformation', true)}
            list="malformation-options"
            autoComplete="off"
            required
            defaultValue={values.malformation}
            className="field-input mt-1"
          />
          <datalist id="malformation-options">
            {options.malformations.map((malformation) => (
              <option key={malformation.number} value={String(malformation.number)}>
                {`${malformation.number} · ${malformation.name} (${malformation.icd10})`}
              </option>
            ))}
          </datalist>
          <FieldMessage
            id="field-malformation"
            hint={t('form.malformationHint')}
            error={errors.malformation}
          />
        </div>
      </div>

      <fieldset>
        <legend className="font-medium text-slate-900">{t('form.periodLegend')}</legend>
        <div className="mt-2 grid gap-6 sm:grid-cols-2">
          <div>
            <label htmlFor="field-periodStart" className="block text-sm text-slate-800">
              {t('form.periodStart')}
            </label>
            <input
              {...field('periodStart')}
              type="date"
              required
              defaultValue={values.periodStart ?? defaultPeriod.start}
              className="field-input mt-1"
            />
            <FieldMessage id="field-periodStart" error={errors.periodStart} />
          </div>
          <div>
            <label htmlFor="field-periodEnd" className="block text-sm text-slate-800">
              {t('form.periodEnd')}
            </label>
            <input
              {...field('periodEnd')}
              type="date"
              required
              defaultValue={values.periodEnd ?? defaultPeriod.end}
              className="field-input mt-1"
            />
            <FieldMessage id="field-periodEnd" error={errors.periodEnd} />
          </div>
        </div>
      </fieldset>

      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <label htmlFor="field-births" className="block font-medium text-slate-900">
            {t('form.births')}
          </label>
          {/* Text with a numeric keyboard: type=number would silently drop "12.000" or "12 000". */}
          <input
            {...field('births', true)}
            inputMode="numeric"
            autoComplete="off"
            required
            defaultValue={values.births}
            className="field-input mt-1"
          />
          <FieldMessage id="field-births" hint={t('form.birthsHint')} error={errors.births} />
        </div>
        <div>
          <label htmlFor="field-observed" className="block font-medium text-slate-900">
            {t('form.observed')}
          </label>
          <input
            {...field('observed', true)}
            inputMode="numeric"
            autoComplete="off"
            required
            defaultValue={values.observed}
            className="field-input mt-1"
          />
          <FieldMessage id="field-observed" hint={t('form.observedHint')} error={errors.observed} />
        </div>
      </div>

      <div className="max-w-md">
        <label htmlFor="field-basePeriod" className="block font-medium text-slate-900">
          {t('form.basePeriod')}
        </label>
        <select
          {...field('basePeriod', true)}
          defaultValue={values.basePeriod ?? options.currentBasePeriod}
          className="field-input mt-1"
        >
          {options.basePeriods.map((period) => (
            <option key={period} value={period}>
              {period === options.currentBasePeriod
                ? t('form.basePeriodCurrent', { period: yearRangeLabel(period) })
                : yearRangeLabel(period)}
            </option>
          ))}
        </select>
        <FieldMessage
          id="field-basePeriod"
          hint={t('form.basePeriodHint')}
          error={errors.basePeriod}
        />
      </div>

      <button type="submit" className="btn-primary">
        {t('form.submit')}
      </button>
    </form>
  )
}
