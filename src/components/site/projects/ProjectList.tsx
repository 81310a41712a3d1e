import { Link } from '@/i18n/navigation'
import type { ProjectSummary } from '@/lib/site/content/projects'
import { projectPath } from '@/lib/site/routes'
import { CardMedia } from '../content/CardMedia'
import { EmptyState } from '../content/EmptyState'
import { ProjectYears } from './ProjectYears'

/** Project cards: image (or the site's card tile), title linking to the project, subtitle, years. */
export function ProjectList({ projects }: { projects: ProjectSummary[] }) {
  if (!projects.length) return <EmptyState />
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {projects.map((project) => (
        <li key={project.id} className="item-card" data-project={project.slug}>
          <CardMedia
            image={typeof project.image === 'object' ? project.image : null}
            kind="project"
          />
          <div className="min-w-0 flex-1">
            <h3 className="text-lg font-semibold">
              <Link href={projectPath(project.slug!)} className="link">
                {project.title}
              </Link>
            </h3>
            {project.subtitle && <p className="mt-1 text-slate-700">{project.subtitle}</p>}
            <ProjectYears project={project} className="mt-1 text-sm text-slate-600" />
          </div>
        </li>
      ))}
    </ul>
  )
}
