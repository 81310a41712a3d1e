import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { ProjectList } from '@/components/site/projects/ProjectList'
import { getProjects } from '@/lib/site/content/projects'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'

export const generateMetadata = metadataFor('projects', 'projects')

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
