import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { RELEASES_PATH, releasePath } from '@/lib/surveillance/releases/releaseAddress'

/**
 * Under the tables: the release the public figures come from (its page), the earlier ones, and,
 * when the address was made with an earlier release (`versao`), where that one still is.
 */
export async function ReleaseLinks({
  release,
  pinned,
}: {
  release: { number: number } | null
  /** The release named by the address, if any. */
  pinned: number | null
}) {
  if (!release) return null
  const t = await getTranslations('openData')
  return (
    <div className="space-y-2 text-slate-700" data-testid="release-links">
      {pinned !== null && pinned !== release.number && pinned < release.number && (
        <p role="note">
          {t('pinnedOlder', { pinned, number: release.number })}{' '}
          <Link className="link" href={releasePath(pinned)}>
            {t('version', { number: pinned })}
          </Link>
        </p>
      )}
      <p>
        <Link className="link" href={releasePath(release.number)}>
          {t('tablesNote', { number: release.number })}
        </Link>{' '}
        ·{' '}
        <Link className="link" href={RELEASES_PATH}>
          {t('tablesOlder')}
        </Link>
      </p>
    </div>
  )
}
