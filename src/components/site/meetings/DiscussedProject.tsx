import Link from 'next/link'
import type { Project } from '@/payload-types'
import { projectPath } from '@/lib/site/routes'

/**
 * The project a research webinar discussed: a link to its page when it has one on the site,
 * otherwise the office's free text (a proposal, another network's study).
 */
export function DiscussedProject({
  project,
  fallback,
}: {
  project: number | Pick<Project, 'title' | 'slug'> | null | undefined
  fallback: string | null | undefined
}) {
  if (project && typeof project === 'object' && project.slug)
    return (
      <Link href={projectPath(project.slug)} className="link">
        {project.title}
      </Link>
    )
  return fallback ? <>{fallback}</> : null
}
