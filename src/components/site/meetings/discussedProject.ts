import type { Project } from '@/payload-types'
import { projectPath } from '@/lib/site/routes'

/**
 * The project a research webinar discussed: its page when it has one on the site, otherwise the
 * office's free text (a proposal, another network's study).
 */
export function discussedProject(
  project: number | Pick<Project, 'title' | 'slug'> | null | undefined,
  fallback: string | null | undefined,
): { value: string; href?: string } | null {
  if (project && typeof project === 'object' && project.slug)
    return { value: project.title, href: projectPath(project.slug) }
  return fallback ? { value: fallback } : null
}
