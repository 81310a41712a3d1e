import { tr } from '@/i18n/locales'

/** The enumerations of a member registry's characteristics. */
export const registryOptions = {
  status: [
    { value: 'active', label: tr('Ativo', 'Activo', 'Active') },
    { value: 'inactive', label: tr('Inativo', 'Inactivo', 'Inactive') },
  ],
  coverage: [
    { value: 'hospital', label: tr('Hospitalar', 'Hospitalaria', 'Hospital-based') },
    { value: 'population', label: tr('Populacional', 'Poblacional', 'Population-based') },
  ],
  maxDiagnosisAge: [
    {
      value: 'hospital-discharge',
      label: tr('Até a alta hospitalar', 'Hasta el alta hospitalaria', 'Until hospital discharge'),
    },
    {
      value: 'first-year-since-2008',
      label: tr(
        'Até 1 ano de vida (desde 2008)',
        'Hasta 1 año de vida (desde 2008)',
        'Until 1 year of life (since 2008)',
      ),
    },
  ],
  pregnancyOutcomes: [
    { value: 'live-births', label: tr('Nascidos vivos', 'Nacidos vivos', 'Live births') },
    { value: 'stillbirths', label: tr('Natimortos', 'Mortinatos', 'Stillbirths') },
    {
      value: 'terminations',
      label: tr(
        'Interrupções da gestação',
        'Interrupciones del embarazo',
        'Terminations of pregnancy',
      ),
    },
  ],
  variablesNotInCases: [
    { value: 'none', label: tr('Nenhuma', 'Ninguna', 'None') },
    { value: 'size', label: tr('Comprimento', 'Talla', 'Size') },
    {
      value: 'head-circumference',
      label: tr('Perímetro cefálico', 'Perímetro cefálico', 'Head circumference'),
    },
    {
      value: 'time-of-death',
      label: tr('Momento do óbito', 'Momento de la muerte', 'Time of death'),
    },
    { value: 'stillbirths', label: tr('Natimortos', 'Mortinatos', 'Stillbirths') },
    { value: 'parity', label: tr('Paridade', 'Paridad', 'Parity') },
    {
      value: 'diagnosis-age',
      label: tr('Idade ao diagnóstico', 'Edad al diagnóstico', 'Diagnosis age'),
    },
  ],
  variablesNotInDenominators: [
    { value: 'none', label: tr('Nenhuma', 'Ninguna', 'None') },
    {
      value: 'maternal-age-stillbirths',
      label: tr(
        'Idade materna nos natimortos',
        'Edad materna en los mortinatos',
        'Maternal age in stillbirths',
      ),
    },
  ],
}
