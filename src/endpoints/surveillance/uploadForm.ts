import type { PayloadRequest } from 'payload'
import { SUBMISSION_FILE_MAX_MB } from '@/lib/surveillance/submissions/uploadLimits'
import { refusalAnswer } from './boundary'
import type { SurveillanceT } from '@/lib/surveillance/present/translate'

/** A file upload refused by its declared length before any of it is read, naming the limit. */
export const uploadTooLarge = (t: SurveillanceT) => uploadOver(SUBMISSION_FILE_MAX_MB)(t)

/** The same for an upload whose limit is `maxMb`. */
export const uploadOver = (maxMb: number) => (t: SurveillanceT) =>
  refusalAnswer(413, 'uploadTooLarge', t('issues.uploadTooLarge', { max: maxMb }))

/**
 * The multipart form of a file submission: its `file` (null when absent), and the status asked
 * (`status`, or `draft=1` for a draft; submitted by default).
 */
export async function readUploadForm(req: PayloadRequest) {
  const form = await req.formData?.().catch(() => null)
  const upload = form?.get('file')
  const file =
    upload && typeof upload === 'object' && 'arrayBuffer' in upload
      ? {
          data: new Uint8Array(await upload.arrayBuffer()),
          name: (upload as File).name || 'upload.csv',
          mimetype: upload.type,
        }
      : null
  const draft = ['1', 'true', 'on'].includes(String(form?.get('draft') ?? ''))
  const status = draft ? 'draft' : (form?.get('status') ?? 'submitted')
  return { form, file, status }
}
