import { locales, type Locale } from '@/i18n/locales'
import { networkDisplayName } from '@/lib/site/network'
import { siteUrl } from '@/lib/siteUrl'
import { surveillanceTranslator } from '../present/translate'
import { dataLicences } from './licences'
import { openDataTranslator } from './openDataText'
import { absolute, releaseFilePath, releaseUrl, RELEASES_PATH } from './releaseAddress'
import type { CatalogueRelease } from './releaseCatalogue'
import { releaseCitation } from './releaseCitation'
import type { ReleaseFile } from './releaseFiles'

/** What every metadata document of a release is written from. */
export interface ReleaseDescription {
  release: CatalogueRelease
  previous: CatalogueRelease | null
  years: { from: number; to: number } | null
  /** The release's ZIP in each language, with its checksum. */
  zips: Record<Locale, ReleaseFile>
}

/** The columns a release's tables measure, as schema.org's `variableMeasured` names them. */
const MEASURED = ['births', 'cases', 'rate_per_10000', 'lower_95', 'upper_95'] as const

const words = (locale: Locale, { release }: ReleaseDescription) => {
  const t = openDataTranslator(locale)
  const network = networkDisplayName()
  return {
    name: t('dataset.name', { network, number: release.number }),
    description: t('dataset.description', { threshold: release.suppressionThreshold }),
    keywords: t('dataset.keywords')
      .split(',')
      .map((word) => word.trim()),
    spatial: t('dataset.spatial'),
  }
}

const network = () => ({
  '@type': 'Organization',
  name: networkDisplayName(),
  url: siteUrl(),
})

/**
 * schema.org `Dataset` JSON-LD for the release's page, in the reader's language: Google's
 * required properties (name, description) and its recommended ones that a release has.
 */
export function schemaOrgDataset(description: ReleaseDescription, locale: Locale) {
  const { release, previous, years, zips } = description
  const text = words(locale, description)
  const columns = surveillanceTranslator(locale)
  const licence = dataLicences[release.licence]
  return {
    '@context': 'https://schema.org/',
    '@type': 'Dataset',
    '@id': releaseUrl(release.number),
    name: text.name,
    description: text.description,
    url: releaseUrl(release.number, locale),
    identifier: releaseUrl(release.number),
    version: String(release.number),
    datePublished: release.publishedAt.slice(0, 10),
    license: licence.url,
    isAccessibleForFree: true,
    inLanguage: locale,
    keywords: text.keywords,
    creator: network(),
    publisher: network(),
    citation: releaseCitation(release, locale).text,
    spatialCoverage: { '@type': 'Place', name: text.spatial },
    ...(years ? { temporalCoverage: `${years.from}-01-01/${years.to}-12-31` } : {}),
    variableMeasured: MEASURED.map((column) => ({
      '@type': 'PropertyValue',
      name: column,
      description: columns(`files.descriptions.${column}`),
    })),
    measurementTechnique: openDataTranslator(locale)('dataset.technique'),
    includedInDataCatalog: {
      '@type': 'DataCatalog',
      name: openDataTranslator(locale)('title'),
      url: absolute(RELEASES_PATH),
    },
    ...(previous ? { isBasedOn: releaseUrl(previous.number) } : {}),
    distribution: locales.map((language) => ({
      '@type': 'DataDownload',
      encodingFormat: 'application/zip',
      contentUrl: absolute(releaseFilePath.zip(release.number, language)),
      inLanguage: language,
      sha256: zips[language].sha256,
    })),
  }
}

const dcatContext = {
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  spdx: 'http://spdx.org/rdf/terms#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
}

/** The release as a DCAT dataset (DCAT 3 / DCAT-AP terms) in JSON-LD, titled in every language. */
export function dcatDataset(description: ReleaseDescription) {
  const { release, previous, years, zips } = description
  const licence = { '@id': dataLicences[release.licence].url }
  const inEvery = (pick: (text: ReturnType<typeof words>) => string) =>
    locales.map((locale) => ({ '@value': pick(words(locale, description)), '@language': locale }))
  return {
    '@context': dcatContext,
    '@id': releaseUrl(release.number),
    '@type': 'dcat:Dataset',
    'dct:identifier': releaseUrl(release.number),
    'dct:title': inEvery((text) => text.name),
    'dct:description': inEvery((text) => text.description),
    'dcat:keyword': locales.flatMap((locale) =>
      words(locale, description).keywords.map((word) => ({ '@value': word, '@language': locale })),
    ),
    'dcat:version': String(release.number),
    'dct:issued': { '@value': release.publishedAt.slice(0, 10), '@type': 'xsd:date' },
    'dct:license': licence,
    'dct:publisher': { '@type': 'foaf:Agent', 'foaf:name': networkDisplayName() },
    'dct:creator': { '@type': 'foaf:Agent', 'foaf:name': networkDisplayName() },
    'dct:spatial': { '@type': 'dct:Location', 'dct:title': inEvery((text) => text.spatial) },
    ...(years
      ? {
          'dct:temporal': {
            '@type': 'dct:PeriodOfTime',
            'dcat:startDate': { '@value': `${years.from}-01-01`, '@type': 'xsd:date' },
            'dcat:endDate': { '@value': `${years.to}-12-31`, '@type': 'xsd:date' },
          },
        }
      : {}),
    'dcat:landingPage': { '@id': releaseUrl(release.number) },
    'dct:isVersionOf': { '@id': absolute(RELEASES_PATH) },
    ...(previous ? { 'dcat:previousVersion': { '@id': releaseUrl(previous.number) } } : {}),
    'dcat:distribution': locales.map((locale) => ({
      '@id': absolute(releaseFilePath.zip(release.number, locale)),
      '@type': 'dcat:Distribution',
      'dcat:downloadURL': { '@id': absolute(releaseFilePath.zip(release.number, locale)) },
      'dcat:mediaType': { '@id': 'https://www.iana.org/assignments/media-types/application/zip' },
      'dct:language': { '@id': `http://id.loc.gov/vocabulary/iso639-1/${locale}` },
      'dct:license': licence,
      'dcat:byteSize': { '@value': String(zips[locale].bytes.byteLength), '@type': 'xsd:decimal' },
      'spdx:checksum': {
        '@type': 'spdx:Checksum',
        'spdx:algorithm': { '@id': 'spdx:checksumAlgorithm_sha256' },
        'spdx:checksumValue': { '@value': zips[locale].sha256, '@type': 'xsd:hexBinary' },
      },
    })),
  }
}

/**
 * The release as DataCite metadata (its REST API's JSON, schema 4.5), ready for the office to
 * register a DOI: add the prefix (or the DOI) given by its DataCite member and send it.
 */
export function dataCiteMetadata(description: ReleaseDescription) {
  const { release, previous, years, zips } = description
  const licence = dataLicences[release.licence]
  return {
    data: {
      type: 'dois',
      attributes: {
        creators: [{ name: networkDisplayName(), nameType: 'Organizational' }],
        titles: locales.map((lang) => ({ title: words(lang, description).name, lang })),
        publisher: { name: networkDisplayName() },
        publicationYear: Number(release.publishedAt.slice(0, 4)),
        types: { resourceTypeGeneral: 'Dataset', resourceType: 'Prevalence tables' },
        url: releaseUrl(release.number),
        version: String(release.number),
        dates: [
          { date: release.publishedAt.slice(0, 10), dateType: 'Issued' },
          ...(years ? [{ date: `${years.from}/${years.to}`, dateType: 'Coverage' }] : []),
        ],
        rightsList: [
          {
            rights: licence.name,
            rightsUri: licence.url,
            rightsIdentifier: release.licence,
            rightsIdentifierScheme: 'SPDX',
          },
        ],
        descriptions: locales.map((lang) => ({
          description: words(lang, description).description,
          descriptionType: 'Abstract',
          lang,
        })),
        subjects: locales.flatMap((lang) =>
          words(lang, description).keywords.map((subject) => ({ subject, lang })),
        ),
        geoLocations: [{ geoLocationPlace: words('en', description).spatial }],
        formats: ['application/zip', 'text/csv'],
        sizes: locales.map((locale) => `${zips[locale].bytes.byteLength} bytes (${locale})`),
        relatedIdentifiers: [
          {
            relatedIdentifier: absolute(RELEASES_PATH),
            relatedIdentifierType: 'URL',
            relationType: 'IsVersionOf',
          },
          ...(previous
            ? [
                {
                  relatedIdentifier: releaseUrl(previous.number),
                  relatedIdentifierType: 'URL',
                  relationType: 'IsNewVersionOf',
                },
              ]
            : []),
        ],
      },
    },
  }
}
