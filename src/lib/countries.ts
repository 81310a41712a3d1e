import { tr, type Translated } from '@/i18n/locales'

/** The 20 countries offered for users, coordination members and registries. */
export const countries: ReadonlyArray<{ value: string; label: Translated }> = [
  { value: 'AR', label: tr('Argentina', 'Argentina', 'Argentina') },
  { value: 'BO', label: tr('Bolívia', 'Bolivia', 'Bolivia') },
  { value: 'BR', label: tr('Brasil', 'Brasil', 'Brazil') },
  { value: 'CL', label: tr('Chile', 'Chile', 'Chile') },
  { value: 'CO', label: tr('Colômbia', 'Colombia', 'Colombia') },
  { value: 'CR', label: tr('Costa Rica', 'Costa Rica', 'Costa Rica') },
  { value: 'CU', label: tr('Cuba', 'Cuba', 'Cuba') },
  { value: 'SV', label: tr('El Salvador', 'El Salvador', 'El Salvador') },
  { value: 'EC', label: tr('Equador', 'Ecuador', 'Ecuador') },
  { value: 'GT', label: tr('Guatemala', 'Guatemala', 'Guatemala') },
  { value: 'HT', label: tr('Haiti', 'Haití', 'Haiti') },
  { value: 'HN', label: tr('Honduras', 'Honduras', 'Honduras') },
  { value: 'MX', label: tr('México', 'México', 'Mexico') },
  { value: 'NI', label: tr('Nicarágua', 'Nicaragua', 'Nicaragua') },
  { value: 'PA', label: tr('Panamá', 'Panamá', 'Panama') },
  { value: 'PY', label: tr('Paraguai', 'Paraguay', 'Paraguay') },
  { value: 'PE', label: tr('Peru', 'Perú', 'Peru') },
  { value: 'DO', label: tr('República Dominicana', 'República Dominicana', 'Dominican Republic') },
  { value: 'UY', label: tr('Uruguai', 'Uruguay', 'Uruguay') },
  { value: 'VE', label: tr('Venezuela', 'Venezuela', 'Venezuela') },
]

export const countryName = (code: string | null | undefined, locale: string): string => {
  const country = countries.find((c) => c.value === code)
  if (!country) return code ?? ''
  return country.label[locale as keyof Translated] ?? country.label.pt
}
