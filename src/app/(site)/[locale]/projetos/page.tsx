import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { CardMedia } from '@/components/site/content/CardMedia'
import { EmptyState } from '@/components/site/content/EmptyState'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { getProjects, type ProjectSummary } from '@/lib/site/content/projects'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { projectPath } from '@/lib/site/routes'

export const generateMetadata = metadataFor('projects', 'projects')

function ProjectList({ projects }: { projects: ProjectSummary[] }) {
  if (!projects.length) return <EmptyState />
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {projects.map((project) => (
        <li
          key={project.id}
          className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          {/* Projects have no image: every one shows the site's card tile. */}
          <CardMedia kind="project" />
          <div className="min-w-0 flex-1">
            <h3 className="text-lg font-semibold">
              <Link href={projectPath(project.slug!)} className="link">
                {project.title}
              </Link>
            </h3>
            {project.subtitle && <p className="mt-1 text-slate-700">{project.subtitle}</p>}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Projects split into in development and finished. */
export default async function ProjectsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('projects')
  const projects = (await getProjects(locale)).filter((project) => project.slug)
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        <Section title={t('inDevelopment')} id="in-development">
          <ProjectList projects={projects.filter((project) => !project.isCompleted)} />
        </Section>
        <Section title={t('finished')} id="finished">
          <ProjectList projects={projects.filter((project) => project.isCompleted)} />
        </Section>
      </PageBody>
    </>
  )
}
