import { getTranslations } from 'next-intl/server'
import { Section } from '@/components/site/content/PageHeader'
import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import { dataLicences } from '@/lib/surveillance/releases/licences'
import { releaseFilePath } from '@/lib/surveillance/releases/releaseAddress'
import { releaseCitation } from '@/lib/surveillance/releases/releaseCitation'
import type { ReleaseDocument } from '@/lib/surveillance/releases/releaseDocument'

/** A release's facts, downloads, changes, citation and checksums (plain HTML, no script). */
export async function ReleaseDetails({
  locale,
  document,
  nameOf,
}: {
  locale: Locale
  document: ReleaseDocument
  nameOf: (malformation: number) => string
}) {
  const t = await getTranslations('openData')
  const { release, previous, years, changes, files, zips } = document
  const format = formatterFor(locale)
  const licence = dataLicences[release.licence]
  const citation = releaseCitation(release, locale)
  const zip = releaseFilePath.zip(release.number, locale)
  const cell = 'border-b border-slate-200 px-2 py-1 text-left'
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1" data-testid="release-facts">
        <dt className="font-semibold">{t('facts.version')}</dt>
        <dd>{release.number}</dd>
        <dt className="font-semibold">{t('facts.published')}</dt>
        <dd>
          <time dateTime={release.publishedAt}>
            {format.dateTime(new Date(release.publishedAt), 'long')}
          </time>
        </dd>
        <dt className="font-semibold">{t('facts.licence')}</dt>
        <dd>
          <a className="link" href={licence.url} rel="license">
            {licence.name}
          </a>
        </dd>
        <dt className="font-semibold">{t('facts.threshold')}</dt>
        <dd>{release.suppressionThreshold}</dd>
        {years && (
          <>
            <dt className="font-semibold">{t('facts.years')}</dt>
            <dd>
              {years.from}–{years.to}
            </dd>
          </>
        )}
        <dt className="font-semibold">{t('facts.status')}</dt>
        <dd data-testid="provisional">
          {release.provisionalYear === null
            ? t('final')
            : t('provisional', { year: release.provisionalYear })}
        </dd>
      </dl>
      {release.demo && (
        <p role="note" className="rounded-md border-2 border-amber-700 bg-amber-50 p-4">
          {t('demo')}
        </p>
      )}
      <Section title={t('download.title')} id="download">
        <p>
          <a className="link" href={zip} download>
            {t('download.zip', { number: release.number })}
          </a>
        </p>
        <p>
          {t('download.metadata')}{' '}
          <a className="link" href={releaseFilePath.dcat(release.number)}>
            {t('download.dcat')}
          </a>
          {', '}
          <a className="link" href={releaseFilePath.datacite(release.number)}>
            {t('download.datacite')}
          </a>
        </p>
      </Section>
      <Section title={t('changes.title')} id="changes">
        <p>{previous ? t('changes.since', { number: previous.number }) : t('changes.first')}</p>
        <table className="text-sm" data-testid="changes">
          <thead>
            <tr>
              <th className={cell}>{t('changes.anomaly')}</th>
              <th className={cell}>{t('changes.added')}</th>
              <th className={cell}>{t('changes.changed')}</th>
              <th className={cell}>{t('changes.withheld')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((row) => (
              <tr key={row.malformation}>
                <th scope="row" className={`${cell} font-normal`}>
                  {nameOf(row.malformation)}
                </th>
                <td className={cell}>{row.added}</td>
                <td className={cell}>{row.changed}</td>
                <td className={cell}>{row.withheld}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title={t('cite.title')} id="cite">
        <p data-testid="citation">{citation.text}</p>
        <h3 className="font-semibold">{t('cite.bibtex')}</h3>
        <pre className="overflow-x-auto bg-slate-50 p-3 text-sm">{citation.bibtex}</pre>
        <h3 className="font-semibold">{t('cite.ris')}</h3>
        <pre className="overflow-x-auto bg-slate-50 p-3 text-sm">{citation.ris}</pre>
      </Section>
      <Section title={t('checksums.title')} id="checksums">
        <table className="text-sm" data-testid="checksums">
          <thead>
            <tr>
              <th className={cell}>{t('checksums.file')}</th>
              <th className={cell}>{t('checksums.sha256')}</th>
            </tr>
          </thead>
          <tbody>
            {[{ ...zips[locale], name: zip.split('/').pop()! }, ...files[locale]].map((file) => (
              <tr key={file.name}>
                <th scope="row" className={`${cell} font-normal`}>
                  {file.name}
                </th>
                <td className={`${cell} font-mono break-all`}>{file.sha256}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  )
}
