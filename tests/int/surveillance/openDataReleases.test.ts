import { createHash } from 'node:crypto'
import JSZip from 'jszip'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as releaseFile } from '@/app/dados/versoes/[version]/[file]/route'
import { replaceAcceptedSemester } from '@/lib/surveillance/data/writeAccepted'
import { loadReleaseDocument } from '@/lib/surveillance/releases/releaseDocument'
import { schemaOrgDataset } from '@/lib/surveillance/releases/releaseMetadata'
import { tokensByRole } from '../../helpers/accounts'
import { testPayload } from '../../helpers/payload'
import { publishTestRelease, withdrawReleasesAfter } from '../../helpers/releases'

/**
 * Citable releases: a release's ZIP, checksums, "what changed", terms and metadata, and the
 * promise that an earlier release's files never change when later data and releases come.
 * One test registry reports one test anomaly in 1992.
 */

let payload: Payload
let adminToken: string
let before: number
const CODE = 'ZZ-OPEN-A'
const ANOMALY = 9831
const ids: { registry?: number; malformation?: number } = {}
const options = { overrideAccess: true, context: { disableRevalidate: true } } as const

async function acceptYear(cases: number) {
  const req = await createLocalReq({}, payload)
  for (const semester of [1, 2] as const) {
    const months = Array.from({ length: 6 }, (_, i) => i + 1 + (semester - 1) * 6)
    await replaceAcceptedSemester(req, {
      registryId: ids.registry!,
      year: 1992,
      semester,
      submissionId: null,
      births: months.map((month) => ({ month, liveBirths: 1000, stillbirths: 0 })),
      cases: months.map((month) => ({
        malformationId: ids.malformation!,
        month,
        cases: semester === 1 && month === 1 ? cases : 0,
      })),
    })
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A release's file as a visitor downloads it, through the route that serves it. */
async function download(version: number, file: string): Promise<Response> {
  return releaseFile(new Request(`http://localhost:3000/dados/versoes/${version}/${file}`), {
    params: Promise.resolve({ version: String(version), file }),
  })
}
const zipName = (version: number, locale: string) => `relamc-${version}-${locale}.zip`

/** The CSV's rows as objects by header (RFC 4180 without quoted commas: these files have none). */
function csvRows(text: string): Record<string, string>[] {
  const [head, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  const columns = head!.split(',')
  return lines.map((line) =>
    Object.fromEntries(line.split(',').map((value, index) => [columns[index]!, value])),
  )
}

async function setSettings(data: Record<string, unknown>) {
  await payload.updateGlobal({ slug: 'site-settings', data, overrideAccess: true })
}

beforeAll(async () => {
  payload = await testPayload()
  adminToken = (await tokensByRole()).admin!
  const { docs } = await payload.find({
    collection: 'surveillance-releases',
    sort: '-number',
    limit: 1,
    overrideAccess: true,
  })
  before = docs[0]?.number ?? 0
  ids.malformation = (
    await payload.create({
      collection: 'malformations',
      locale: 'pt',
      data: { number: ANOMALY, icd10: 'Q89.7', name: 'Anomalia dos dados abertos' },
      ...options,
    })
  ).id
  ids.registry = (
    await payload.create({
      collection: 'member-registries',
      locale: 'pt',
      data: { networkCode: CODE, initials: CODE, country: 'CL', coverage: 'hospital', name: CODE },
      ...options,
    })
  ).id
  await acceptYear(7)
}, 120_000)

afterAll(async () => {
  await withdrawReleasesAfter(payload, before)
  await setSettings({ dataLicence: 'CC-BY-4.0', newestYearFinal: false })
  const mine = { registry: { equals: ids.registry } }
  for (const collection of ['surveillance-cases', 'surveillance-births'] as const)
    await payload.delete({ collection, where: mine, ...options })
  await payload.delete({ collection: 'member-registries', id: ids.registry!, ...options })
  await payload.delete({ collection: 'malformations', id: ids.malformation!, ...options })
})

describe('a citable release', () => {
  let first: number
  let firstZip: Uint8Array
  let firstDcat: string

  it('is one ZIP per language whose files and checksums are those its page lists', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.suppressionThreshold).toBe(5)
    first = (await publishTestRelease(adminToken)).number
    const res = await download(first, zipName(first, 'es'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    firstZip = new Uint8Array(await res.arrayBuffer())

    const document = (await loadReleaseDocument(payload, String(first)))!
    expect(document.release.licence).toBe('CC-BY-4.0')
    expect(document.zips.es.sha256).toBe(sha256(firstZip))
    const zip = await JSZip.loadAsync(firstZip)
    const names = Object.keys(zip.files).sort()
    expect(names).toContain('LEAME.txt')
    expect(names).toContain('diccionario-de-datos.csv')
    expect(names).toContain(`prevalence-${ANOMALY}.csv`)
    for (const file of document.files.es)
      expect(sha256(await zip.file(file.name)!.async('uint8array'))).toBe(file.sha256)
    const readme = await zip.file('LEAME.txt')!.async('string')
    expect(readme).toContain('Licencia: CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)')
    expect(readme).toContain(`/es/dados/versoes/${first}`)
    expect(readme).toContain('prevalence-[número].csv')
    // The same table whatever the reader's language.
    const english = await JSZip.loadAsync(
      new Uint8Array(await (await download(first, zipName(first, 'en'))).arrayBuffer()),
    )
    expect(Object.keys(english.files)).toContain('README.txt')
    expect(await english.file(`prevalence-${ANOMALY}.csv`)!.async('string')).toBe(
      await zip.file(`prevalence-${ANOMALY}.csv`)!.async('string'),
    )
    const rows = csvRows(await zip.file(`prevalence-${ANOMALY}.csv`)!.async('string'))
    expect(rows.find((row) => row.registry === CODE && row.period === '1992-S1')).toMatchObject({
      cases: '7',
      suppressed: 'false',
    })
    firstDcat = await (await download(first, 'dcat.jsonld')).text()
  })

  it('keeps its bytes when the data change and a later release is published', async () => {
    await acceptYear(2)
    await setSettings({ dataLicence: 'CC0-1.0', newestYearFinal: true })
    const second = (await publishTestRelease(adminToken)).number
    expect(second).toBe(first + 1)

    const again = new Uint8Array(await (await download(first, zipName(first, 'es'))).arrayBuffer())
    expect(sha256(again)).toBe(sha256(firstZip))
    expect(Buffer.from(again).equals(Buffer.from(firstZip))).toBe(true)
    // Its terms stay those it was published with.
    const dcat = JSON.parse(await (await download(first, 'dcat.jsonld')).text())
    expect(dcat['dct:license']).toEqual({ '@id': 'https://creativecommons.org/licenses/by/4.0/' })
    expect(dcat['dcat:distribution']).toEqual(JSON.parse(firstDcat)['dcat:distribution'])

    const later = (await loadReleaseDocument(payload, String(second)))!
    expect(later.release.licence).toBe('CC0-1.0')
    expect(later.release.provisionalYear).toBeNull()
    expect(later.previous?.number).toBe(first)
    // The small count is withheld, written empty with its reason, never as 0.
    const zip = await JSZip.loadAsync(later.zips.pt.bytes)
    const rows = csvRows(await zip.file(`prevalence-${ANOMALY}.csv`)!.async('string'))
    for (const period of ['1992-S1', '1992']) {
      const row = rows.find((item) => item.registry === CODE && item.period === period)
      expect(row).toMatchObject({ cases: '', suppressed: 'true', withheld_reason: 'small' })
      expect(row!.rate_per_10000).toBe('')
    }
    expect(rows.find((row) => row.registry === CODE && row.period === '1992-S2')).toMatchObject({
      cases: '0',
      suppressed: 'false',
    })
    // What changed since the first: the registry's semester and year now withheld, no new cell.
    const changes = later.changes.find((item) => item.malformation === ANOMALY)!
    const firstChanges = (await loadReleaseDocument(payload, String(first)))!.changes.find(
      (item) => item.malformation === ANOMALY,
    )!
    expect(firstChanges.withheld).toBe(0)
    expect(changes.added).toBe(0)
    expect(changes.changed).toBeGreaterThanOrEqual(2)
    expect(changes.withheld).toBeGreaterThanOrEqual(2)
  })

  it('marks its newest year provisional until the office says the year is final', async () => {
    const document = (await loadReleaseDocument(payload, String(first)))!
    const zip = await JSZip.loadAsync(document.zips.en.bytes)
    const years = new Set<number>()
    for (const name of Object.keys(zip.files).filter((file) => file.startsWith('prevalence-')))
      for (const row of csvRows(await zip.file(name)!.async('string')))
        years.add(Number(row.period!.slice(0, 4)))
    const newest = Math.max(...years)
    expect(document.release.provisionalYear).toBe(newest)
    expect(await zip.file('README.txt')!.async('string')).toContain(
      `The figures for ${newest} are provisional.`,
    )
  })

  it('answers 404 for a version or file that does not exist', async () => {
    expect((await download(999_999, 'dcat.jsonld')).status).toBe(404)
    expect((await download(first, 'other.json')).status).toBe(404)
    expect((await download(first, zipName(first, 'fr'))).status).toBe(404)
  })
})

/**
 * Google's Dataset rich result (developers.google.com/search/docs/appearance/structured-data/
 * dataset): required name and description (50 to 5000 characters); recommended properties and
 * the form each must take.
 */
function datasetIssues(data: Record<string, unknown>): string[] {
  const issues: string[] = []
  const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0
  const url = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value)
  const thing = (value: unknown, types: string[]) =>
    typeof value === 'object' &&
    value !== null &&
    types.includes((value as { '@type'?: string })['@type'] ?? '') &&
    text((value as { name?: unknown }).name)
  if (data['@context'] !== 'https://schema.org/' && data['@context'] !== 'https://schema.org')
    issues.push('@context')
  if (data['@type'] !== 'Dataset') issues.push('@type')
  if (!text(data.name)) issues.push('name')
  const description = data.description
  if (typeof description !== 'string' || description.length < 50 || description.length > 5000)
    issues.push('description')
  if (!thing(data.creator, ['Organization', 'Person'])) issues.push('creator')
  if (!url(data.license)) issues.push('license')
  if (!text(data.version) && typeof data.version !== 'number') issues.push('version')
  if (!/^\d{4}-\d{2}-\d{2}/.test(String(data.datePublished))) issues.push('datePublished')
  if (!url(data.url)) issues.push('url')
  if (!text(data.identifier)) issues.push('identifier')
  if (!(Array.isArray(data.keywords) && data.keywords.every(text))) issues.push('keywords')
  if (typeof data.isAccessibleForFree !== 'boolean') issues.push('isAccessibleForFree')
  if (!text(data.citation)) issues.push('citation')
  if (!(text(data.spatialCoverage) || thing(data.spatialCoverage, ['Place'])))
    issues.push('spatialCoverage')
  if (!/^\d{4}(-\d{2}){0,2}\/\d{4}(-\d{2}){0,2}$/.test(String(data.temporalCoverage)))
    issues.push('temporalCoverage')
  const measured = data.variableMeasured
  if (
    !Array.isArray(measured) ||
    measured.length === 0 ||
    !measured.every((item) => text(item) || thing(item, ['PropertyValue']))
  )
    issues.push('variableMeasured')
  const distribution = data.distribution
  if (
    !Array.isArray(distribution) ||
    distribution.length === 0 ||
    !distribution.every(
      (item: Record<string, unknown>) =>
        item['@type'] === 'DataDownload' && url(item.contentUrl) && text(item.encodingFormat),
    )
  )
    issues.push('distribution')
  const catalogue = data.includedInDataCatalog as { name?: unknown } | undefined
  if (!catalogue || !text(catalogue.name)) issues.push('includedInDataCatalog')
  return issues
}

describe('release metadata', () => {
  it('is a schema.org Dataset with Google’s required and recommended properties', async () => {
    const document = (await loadReleaseDocument(payload, String(before + 1)))!
    for (const locale of ['pt', 'es', 'en'] as const) {
      const dataset = schemaOrgDataset(document, locale)
      expect(datasetIssues(dataset)).toEqual([])
      expect(dataset.version).toBe(String(before + 1))
      expect(dataset.license).toBe('https://creativecommons.org/licenses/by/4.0/')
      expect(dataset.distribution.map((item) => item.sha256)).toEqual(
        ['pt', 'es', 'en'].map((language) => sha256(document.zips[language as 'pt'].bytes)),
      )
    }
    // The checker fails a Dataset without what Google requires.
    const { description: _, ...undescribed } = schemaOrgDataset(document, 'en')
    expect(datasetIssues(undescribed)).toEqual(['description'])
  })

  it('is DCAT in JSON-LD: every term in a declared vocabulary, every link an absolute IRI', async () => {
    const res = await download(before + 1, 'dcat.jsonld')
    expect(res.headers.get('content-type')).toMatch(/^application\/ld\+json/)
    const dcat = JSON.parse(await res.text()) as Record<string, unknown>
    const context = dcat['@context'] as Record<string, string>
    expect(context.dcat).toBe('http://www.w3.org/ns/dcat#')
    expect(context.dct).toBe('http://purl.org/dc/terms/')
    for (const iri of Object.values(context)) expect(iri).toMatch(/^https?:\/\/\S+[#/]$/)
    const problems: string[] = []
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${path}[${i}]`))
      if (typeof node !== 'object' || node === null) return
      for (const [key, value] of Object.entries(node)) {
        if (key === '@context') continue
        if (key.startsWith('@')) {
          if (!['@id', '@type', '@value', '@language'].includes(key))
            problems.push(`${path}.${key}`)
          if (key === '@id' && !/^https?:\/\/|^[a-z]+:/.test(String(value)))
            problems.push(`${path}.@id ${value}`)
          if (key === '@type' && !(String(value).split(':')[0]! in context))
            problems.push(`${path}.@type ${value}`)
          continue
        }
        const prefix = key.split(':')[0]!
        if (!key.includes(':') || !(prefix in context)) problems.push(`${path}.${key}`)
        walk(value, `${path}.${key}`)
      }
    }
    walk(dcat, '$')
    expect(problems).toEqual([])
    expect(dcat['@type']).toBe('dcat:Dataset')
    expect(dcat['dcat:version']).toBe(String(before + 1))
    const titles = dcat['dct:title'] as { '@language': string }[]
    expect(titles.map((title) => title['@language'])).toEqual(['pt', 'es', 'en'])
    type Distribution = {
      'dcat:downloadURL': { '@id': string }
      'spdx:checksum': { 'spdx:checksumValue': { '@value': string } }
    }
    const distributions = dcat['dcat:distribution'] as Distribution[]
    expect(distributions).toHaveLength(3)
    for (const item of distributions) {
      const address = new URL(item['dcat:downloadURL']['@id'])
      const file = address.pathname.split('/').pop()!
      const zip = new Uint8Array(await (await download(before + 1, file)).arrayBuffer())
      expect(item['spdx:checksum']['spdx:checksumValue']['@value']).toBe(sha256(zip))
    }
  })

  it('is DataCite metadata with the properties a DOI registration requires', async () => {
    const res = await download(before + 1, 'datacite.json')
    type Attributes = {
      creators: { name: string }[]
      titles: unknown[]
      publisher: { name: string }
      publicationYear: number
      types: { resourceTypeGeneral: string }
      url: string
      rightsList: { rightsIdentifier: string }[]
    }
    const { data } = (await res.json()) as { data: { type: string; attributes: Attributes } }
    expect(data.type).toBe('dois')
    const attributes = data.attributes
    expect(attributes.creators[0]!.name).toMatch(/\S/)
    expect(attributes.titles.length).toBeGreaterThan(0)
    expect(attributes.publisher.name).toMatch(/\S/)
    expect(Number.isInteger(attributes.publicationYear)).toBe(true)
    expect(attributes.types.resourceTypeGeneral).toBe('Dataset')
    expect(attributes.url).toMatch(new RegExp(`/dados/versoes/${before + 1}$`))
    expect(attributes.rightsList[0]!.rightsIdentifier).toBe('CC-BY-4.0')
  })
})
