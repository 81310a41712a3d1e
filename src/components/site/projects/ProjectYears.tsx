import { getTranslations } from 'next-intl/server'
import type { Project } from '@/payload-types'
import { formatYearRange } from '@/lib/site/format'

/** A project's years as a range; a project still going reads "Since 2024". */
export async function ProjectYears({
  project,
  className,
}: {
  project: Pick<Project, 'startYear' | 'endYear' | 'isCompleted'>
  className?: string
}) {
  const t = await getTranslations('projects')
  const years = formatYearRange(project.startYear, project.endYear, (year) =>
    project.isCompleted ? String(year) : t('since', { year: String(year) }),
  )
  if (!years) return null
  return (
    <p className={className} data-project-years>
      <span className="sr-only">{t('period')}: </span>
      {years}
    </p>
  )
}
