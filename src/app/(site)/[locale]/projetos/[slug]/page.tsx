import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { FeatureImage } from '@/components/site/content/FeatureImage'
import { DocumentList } from '@/components/site/content/FileLink'
import { LinkList } from '@/components/site/content/LinkList'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { ContentNotFound } from '@/components/site/notFound/ContentNotFound'
import { RichText } from '@/components/site/content/RichText'
import { ProjectYears } from '@/components/site/projects/ProjectYears'
import { RegistryLinks } from '@/components/site/registries/RegistryLinks'
import { asFile } from '@/lib/site/media'
import { getProject, getProjectSlugs } from '@/lib/site/content/projects'
import { pageLocale } from '@/lib/site/page'
import { pageMetadata } from '@/lib/site/pageMetadata'
import { notFoundMetadata } from '@/lib/site/siteMetadata'
import { projectPath } from '@/lib/site/routes'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateStaticParams() {
  const slugs = await getProjectSlugs().catch(() => [])
  return slugs.map((slug) => ({ slug }))
}

/** The project the address names, or null: the page then renders the 404 message. */
async function load(params: Props['params']) {
  const locale = await pageLocale(params)
  const slug = decodeURIComponent((await params).slug)
  const project = /^[a-z0-9-]{1,200}$/.test(slug) ? await getProject(locale, slug) : null
  return { locale, project, slug }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, project, slug } = await load(params)
  if (!project) return notFoundMetadata(locale)
  const t = await getTranslations({ locale, namespace: 'projects' })
  return pageMetadata({
    locale,
    path: projectPath(slug),
    title: project.title,
    description: project.subtitle || t('description'),
  })
}

export default async function ProjectPage({ params }: Props) {
  const { project } = await load(params)
  if (!project) return <ContentNotFound />
  const t = await getTranslations('projects')
  const proponents = project.proponents ?? []
  const registries = (project.registries ?? []).filter((registry) => typeof registry === 'object')
  const links = project.links ?? []
  const attachments = (project.attachments ?? []).filter((row) => asFile(row.file))
  return (
    <>
      <PageHeader title={project.title} lead={project.subtitle ?? undefined}>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <span
            className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${project.isCompleted ? 'bg-slate-200 text-slate-800' : 'bg-emerald-100 text-emerald-900'}`}
          >
            {project.isCompleted ? t('statusFinished') : t('statusInDevelopment')}
          </span>
          <ProjectYears project={project} className="text-slate-700" />
        </div>
      </PageHeader>
      <PageBody>
        <FeatureImage image={project.image} />
        <RichText data={project.description} className="max-w-3xl" />
        {proponents.length > 0 && (
          <Section title={t('proponents')} id="proponents">
            <ul className="list-disc space-y-1 pl-6">
              {proponents.map((proponent, index) => (
                <li key={proponent.id ?? index}>{proponent.name}</li>
              ))}
            </ul>
          </Section>
        )}
        {registries.length > 0 && (
          <Section title={t('registries')} id="registries">
            <RegistryLinks registries={registries} />
          </Section>
        )}
        {links.length > 0 && (
          <Section title={t('links')} id="links">
            <LinkList links={links} />
          </Section>
        )}
        {attachments.length > 0 && (
          <Section title={t('attachments')} id="attachments">
            <DocumentList documents={attachments} />
          </Section>
        )}
        <p>
          <Link href="/projetos" className="link">
            ← {t('back')}
          </Link>
        </p>
      </PageBody>
    </>
  )
}
