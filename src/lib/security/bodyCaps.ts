/**
 * The largest request body each kind of request may carry (read by next.config.ts too, so no
 * imports here). Files go to Payload's upload collections (the office's documents and
 * pictures; submitted spreadsheets have their own 2 MB limit,
 * src/lib/surveillance/input/table/readTable.ts); everything else is JSON or a form, far below
 * 1 MB, except a semester of case records.
 */
export const MAX_FILE_UPLOAD_BODY_BYTES = 10 * 1024 * 1024
export const MAX_OTHER_BODY_BYTES = 1024 * 1024

/**
 * A national registry's semester of case records (up to 60,000 records, about 15 MB as JSON;
 * the file upload's own limit is 24 MB, src/lib/surveillance/caseSubmissions/caseFileLimits.ts),
 * at its two addresses only: their endpoints check the same cap again.
 */
export const MAX_CASE_RECORDS_BODY_BYTES = 32 * 1024 * 1024
export const CASE_RECORDS_PATHS = [
  '/api/surveillance/case-records',
  '/api/surveillance/case-records/upload',
]

/** The largest body any address takes (what the proxy is handed whole). */
export const LARGEST_BODY_BYTES = Math.max(MAX_FILE_UPLOAD_BODY_BYTES, MAX_CASE_RECORDS_BODY_BYTES)
