import { getTranslations } from 'next-intl/server'
import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import type { SignalDetail } from '@/lib/surveillance/data/signalSummary'
import { AttachmentForm } from './AttachmentForm'
import { RegistryNotesForm } from './RegistryNotesForm'

const fixed = (value: number | null, digits: number) =>
  value === null ? '—' : value.toFixed(digits)

/** One signal with its follow-up on the members' page: status, dates, both sides' notes, files. */
export async function SignalCard({ signal, locale }: { signal: SignalDetail; locale: Locale }) {
  const t = await getTranslations('signals')
  const date = (iso: string) => formatterFor(locale).dateTime(new Date(iso), 'medium')
  return (
    <article
      id={`signal-${signal.id}`}
      data-testid="signal"
      data-signal={signal.id}
      className={`space-y-3 rounded-md border p-4 ${signal.retractedAt ? 'border-slate-300 bg-slate-50' : 'border-brand-500'}`}
    >
      <header>
        <h3 className="text-lg font-semibold">
          {signal.registry} · {t('detail.anomaly', { number: signal.anomaly ?? '?' })}
          {signal.anomalyName ? ` (${signal.anomalyName})` : ''} ·{' '}
          {t(`kinds.${signal.kind as 'alarm'}`)} · {signal.period}
        </h3>
        <p className="text-slate-700">
          {t('detail.detected', { date: date(signal.detectedAt) })} ·{' '}
          {t('detail.figures', {
            observed: fixed(signal.observed, 0),
            expected: fixed(signal.expected, 2),
            q: fixed(signal.qValue, 4),
          })}
        </p>
      </header>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t('detail.status')}</dt>
        <dd data-testid="signal-status">
          {t(`statuses.${signal.status as 'new'}`)}
          {signal.explanation ? ` (${t(`explanations.${signal.explanation as 'other'}`)})` : ''}
        </dd>
      </dl>
      <ul className="text-slate-700">
        {signal.reviewStartedAt && (
          <li>{t('detail.reviewStarted', { date: date(signal.reviewStartedAt) })}</li>
        )}
        {signal.concludedAt && <li>{t('detail.concluded', { date: date(signal.concludedAt) })}</li>}
        {signal.retractedAt && (
          <li data-testid="signal-retracted">
            {t('detail.retracted', {
              date: date(signal.retractedAt),
              reason: t(`retraction.${(signal.retractionReason ?? 'not-tested') as 'not-tested'}`),
            })}
          </li>
        )}
      </ul>
      <div>
        <h4 className="font-semibold">{t('detail.officeNotes')}</h4>
        <p className="whitespace-pre-line" data-testid="office-notes">
          {signal.notes || t('detail.noNotes')}
        </p>
      </div>
      <RegistryNotesForm signal={signal.id} notes={signal.registryNotes} />
      <div className="space-y-2">
        <h4 className="font-semibold">{t('detail.attachments')}</h4>
        {signal.attachments.length === 0 ? (
          <p>{t('detail.noAttachments')}</p>
        ) : (
          <ul className="list-disc pl-6" data-testid="attachments">
            {signal.attachments.map((file) => (
              <li key={file.id}>
                <a className="link" href={file.url}>
                  {file.filename}
                </a>
                {file.description ? ` — ${file.description}` : ''}
              </li>
            ))}
          </ul>
        )}
        <AttachmentForm signal={signal.id} />
      </div>
    </article>
  )
}
