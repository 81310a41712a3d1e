/**
 * The largest request body each kind of request may carry (read by next.config.ts too, so no
 * imports here). Files go to Payload's upload collections (the office's documents and
 * pictures; submitted spreadsheets have their own 2 MB limit,
 * src/lib/surveillance/input/table/readTable.ts); everything else is JSON or a form, far below
 * 1 MB.
 */
export const MAX_FILE_UPLOAD_BODY_BYTES = 10 * 1024 * 1024
export const MAX_OTHER_BODY_BYTES = 1024 * 1024
