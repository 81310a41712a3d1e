import { locales } from '@/i18n/locales'
import { relationId } from '@/lib/relationId'
import { networkDisplayName } from '@/lib/site/network'
import { readPublishedReportRows } from '@/lib/surveillance/data/readMonitoringSeries'
import { loadReportContents } from '@/lib/surveillance/data/reportContentData'
import { reportPdfFileName, reportPdfText } from '@/lib/surveillance/pdf/reportPdfText'
import { defineTask } from '../defineTask'

/**
 * A published report's PDF in each language, rendered once into `published-report-files` (local
 * disk or the bucket) when the office publishes it or sends it again; the PDF address then serves
 * that file instead of rendering on each download. The files of earlier renderings are removed
 * once the new ones are stored; a language this job already stored (a run after a restart) is
 * kept as it is.
 */
export const renderPublishedReportPdfTask = defineTask<{
  input: { publication: number | string }
  output: { files: number }
}>({
  slug: 'renderPublishedReportPdf',
  label: 'Published report PDF',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  run: async ({ input, job, req }) => {
    const { payload } = req
    const publication = await payload.findByID({
      collection: 'published-reports',
      id: input.publication,
      depth: 0,
      overrideAccess: true,
    })
    const registryId = relationId(publication.registry)!
    const registry = await payload.findByID({
      collection: 'member-registries',
      id: registryId,
      depth: 0,
      select: { networkCode: true },
      overrideAccess: true,
    })
    // What the disclosure policy gives the publication's readers, as on the report page.
    const read = await readPublishedReportRows(payload, registry.networkCode)
    if (!read.ok) throw new Error(`Report of ${registry.networkCode}: accepted data unreadable`)
    const semester = { year: publication.year, half: publication.semester === 2 ? 2 : 1 } as const
    const { docs: earlier } = await payload.find({
      collection: 'published-report-files',
      where: { publication: { equals: publication.id } },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { locale: true, job: true },
      overrideAccess: true,
    })
    const thisJob = String(job.id)
    const { renderReportPdf } = await import('@/lib/surveillance/pdf/renderReportPdf')
    const missing = locales.filter(
      (locale) => !earlier.some((file) => file.locale === locale && file.job === thisJob),
    )
    // One analysis of the report for all its languages.
    const contents = await loadReportContents(payload, read, semester, missing)
    for (const [index, locale] of missing.entries()) {
      const content = contents[index]!
      const pdf = await renderReportPdf(
        content,
        reportPdfText(locale, networkDisplayName(), new Date()),
        locale,
      )
      await payload.create({
        collection: 'published-report-files',
        data: {
          publication: publication.id,
          registry: registryId as number,
          year: publication.year,
          semester: publication.semester,
          locale,
          job: thisJob,
        },
        file: {
          data: Buffer.from(pdf),
          mimetype: 'application/pdf',
          name: reportPdfFileName(locale, registry.networkCode, semester),
          size: pdf.byteLength,
        },
        overrideAccess: true,
      })
    }
    for (const file of earlier.filter((file) => file.job !== thisJob))
      await payload.delete({
        collection: 'published-report-files',
        id: file.id,
        overrideAccess: true,
      })
    return { files: locales.length }
  },
})
