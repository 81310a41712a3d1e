import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/site/format'
import { SubmissionTable } from './SubmissionTable'
import type { MalformationOption, SubmissionSummary } from '@/lib/surveillance/submissions/summary'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { scrollFrameTexts } from '@/components/site/content/scrollFrameTexts'

interface Props {
  submissions: SubmissionSummary[]
  malformations: MalformationOption[]
  locale: Locale
  openHref: (submission: SubmissionSummary) => string
}

/** The member's submissions with their status, the office's comment and the numbers as stored. */
export async function SubmissionList({ submissions, malformations, locale, openHref }: Props) {
  const t = await getTranslations('submissions')
  const scroll = await scrollFrameTexts()
  if (!submissions.length) return <p className="text-slate-700">{t('list.empty')}</p>
  return (
    <ScrollFrame {...scroll} className="rounded-lg border border-slate-200">
      <table
        className="w-full min-w-[44rem] border-collapse text-left text-sm"
        data-testid="submission-list"
      >
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-slate-100 text-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('list.registry')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('list.period')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('list.status')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('list.updated')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('list.comment')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('list.numbers')}
            </th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((submission) => {
            const period = t('period.semesterShort', {
              year: String(submission.year),
              semester: String(submission.semester),
            })
            return (
              <tr key={submission.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2">{submission.registry.label}</td>
                <th scope="row" className="px-3 py-2 font-medium">
                  <a
                    className="link"
                    href={openHref(submission)}
                    aria-label={t('list.openLabel', {
                      registry: submission.registry.label,
                      period,
                    })}
                  >
                    {period}
                  </a>
                </th>
                <td className="px-3 py-2" data-status={submission.status}>
                  {t(`status.${submission.status}`)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={submission.updatedAt}>
                    {formatDate(submission.updatedAt, locale)}
                  </time>
                </td>
                <td className="px-3 py-2 whitespace-pre-line">{submission.comment ?? ''}</td>
                <td className="px-3 py-2">
                  <details>
                    <summary className="cursor-pointer text-brand-800">
                      {t('list.showData')}
                    </summary>
                    <SubmissionTable
                      className="mt-2 border-collapse text-sm [&_caption]:sr-only [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_td]:text-right [&_td]:tabular-nums [&_th]:px-2 [&_th]:py-1 [&_th]:text-left"
                      year={submission.year}
                      semester={submission.semester}
                      numbers={submission}
                      malformations={malformations}
                      locale={locale}
                      text={{
                        caption: t('grid.caption', {
                          year: String(submission.year),
                          semester: String(submission.semester),
                        }),
                        rowHeader: t('grid.rowHeader'),
                        liveBirths: t('grid.liveBirths'),
                        stillbirths: t('grid.stillbirths'),
                        malformation: (m) =>
                          t('grid.malformation', { number: String(m.number), name: m.name }),
                        notAvailable: t('notAvailable'),
                        notAvailableLabel: t('notAvailableLabel'),
                      }}
                    />
                  </details>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </ScrollFrame>
  )
}
