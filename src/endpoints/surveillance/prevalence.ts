import { loadDisclosurePolicy, loadPublicGrid } from '@/lib/surveillance/data/disclosure'
import { latestRelease } from '@/lib/surveillance/releases/readRelease'
import { fileReaderFor } from '@/lib/surveillance/data/fileReader'
import { readPrevalenceMonths } from '@/lib/surveillance/data/readPrevalenceMonths'
import { tableQueryIssues, tableRowsFor, thresholdToldTo } from '@/lib/surveillance/disclosure'
import { prevalenceCsv, prevalenceXlsx } from '@/lib/surveillance/tables/prevalenceFiles'
import { parsePrevalenceQuery } from '@/lib/surveillance/tables/prevalenceQuery'
import { prevalenceRows } from '@/lib/surveillance/tables/prevalenceRows'
import { errorResponse, surveillanceEndpoint } from './boundary'
import { tableFileAnswer } from './tableFileAnswer'

/**
 * GET /api/surveillance/prevalence?malformation=N[,N]&registry=CODE[,CODE]|network
 * &from=YYYY-MM&to=YYYY-MM&groupBy=year|semester|registry[&format=csv|xlsx[&language=pt|es|en]] —
 * prevalence per 10,000 births with its exact 95% interval, from accepted
 * data only: { rows: [{ registry, malformation, period, births, cases, rate,
 * lower, upper, suppressed, complete, excluded? }], demo, suppressionThreshold, release }.
 * Public, through the disclosure policy: a visitor asks whole years or
 * semesters only (400 otherwise) and sees the public grid, small cells and
 * their complements withheld (`suppressed`), from the latest release the office
 * published (`release`: its number and date; null before the first, when no
 * count is public); members see their own registries exactly and the others
 * as the site settings say; admins everything. The files carry the same rows.
 */
export const prevalenceEndpoint = surveillanceEndpoint({
  path: '/surveillance/prevalence',
  method: 'get',
  access: 'anyone',
  handler: async ({ req, t }) => {
    const params = new URL(req.url ?? '', 'http://local').searchParams
    const query = parsePrevalenceQuery(params)
    if (!query.ok) return errorResponse(400, query.issues, t)
    const asked = query.value
    const policy = await loadDisclosurePolicy(req.payload, req.user)
    const outsideGrid = tableQueryIssues(policy, asked)
    if (outsideGrid.length > 0) return errorResponse(400, outsideGrid, t)
    const data = await readPrevalenceMonths(req.payload, asked)
    if (!data.ok) return errorResponse(400, data.issues, t)
    const disclosed = await tableRowsFor(policy, () =>
      loadPublicGrid(req.payload, asked.malformations),
    )
    const rows = disclosed(prevalenceRows(data.value, asked.groupBy), asked)
    const { demo } = data.value
    const format = asked.format
    if (format === 'csv' || format === 'xlsx') {
      const reader = await fileReaderFor(req.payload, params, req)
      return tableFileAnswer(
        format,
        'prevalence',
        format === 'csv'
          ? prevalenceCsv(rows, demo, reader)
          : await prevalenceXlsx(rows, demo, reader),
      )
    }
    const headers = { 'Cache-Control': 'private, no-store' }
    const latest = await latestRelease(req.payload)
    const release = latest && { number: latest.number, publishedAt: latest.publishedAt }
    return Response.json(
      { rows, demo, suppressionThreshold: thresholdToldTo(policy), release },
      { headers },
    )
  },
})
