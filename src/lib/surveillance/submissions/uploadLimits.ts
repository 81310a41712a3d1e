/**
 * What the semester upload takes, shared by the page (which checks a file before sending it)
 * and the server (which checks again, by Content-Length before reading anything).
 */
export const SUBMISSION_FILE_MAX_MB = 2
export const SUBMISSION_FILE_MAX_BYTES = SUBMISSION_FILE_MAX_MB * 1024 * 1024
export const SUBMISSION_FILE_EXTENSIONS = ['csv', 'xlsx'] as const

export type UploadFileProblem = 'uploadTooLarge' | 'uploadFormat'

/**
 * Why a chosen file cannot be the semester's template, or null when it may be sent. Case-record
 * files have a larger limit (caseSubmissions/caseFileLimits.ts).
 */
export function uploadFileProblem(
  file: { name: string; size: number },
  maxBytes = SUBMISSION_FILE_MAX_BYTES,
): UploadFileProblem | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  if (!(SUBMISSION_FILE_EXTENSIONS as readonly string[]).includes(extension)) return 'uploadFormat'
  if (file.size > maxBytes) return 'uploadTooLarge'
  return null
}
