/**
 * The licences the office may publish its figures under (site settings' `dataLicence`), by SPDX
 * identifier, with the address that states each one: schema.org, DCAT and DataCite all take it.
 */
export const dataLicences = {
  'CC-BY-4.0': { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  'CC-BY-SA-4.0': { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
  'CC0-1.0': { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  'ODC-By-1.0': {
    name: 'ODC-By 1.0',
    url: 'https://opendatacommons.org/licenses/by/1-0/',
  },
} as const

export type DataLicence = keyof typeof dataLicences

export const DEFAULT_DATA_LICENCE: DataLicence = 'CC-BY-4.0'

/** A stored identifier as a licence (a release published before the setting: the default). */
export const licenceOf = (value: string | null | undefined): DataLicence =>
  value && value in dataLicences ? (value as DataLicence) : DEFAULT_DATA_LICENCE
