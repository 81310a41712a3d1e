import { MAX_CASE_RECORDS } from './readCaseRecords'

/**
 * What a case-record file may be: a national registry's semester (60,000 records, about 5 MB as
 * CSV or 4 MB as XLSX with the template's columns filled) fits with room for long descriptions;
 * the server stays safe because such files are parsed one or two at a time (parseSlots.ts),
 * a workbook is read row by row as a stream, and its archive may unpack to CASE_FILE_MAX_UNZIPPED
 * bytes only (checked before it is parsed).
 */
export const CASE_FILE_MAX_MB = 24
export const CASE_FILE_MAX_BYTES = CASE_FILE_MAX_MB * 1024 * 1024
/** Rows of cases a file may hold: as many records as one submission may (readCaseRecords.ts). */
export const CASE_FILE_MAX_ROWS = MAX_CASE_RECORDS
/** A 60,000-row sheet's XML is about 40 MB; its shared strings a few more. */
export const CASE_FILE_MAX_UNZIPPED_BYTES = 128 * 1024 * 1024
/** The multipart request carrying such a file, with room for its other fields (the births). */
export const CASE_UPLOAD_MAX_BODY_BYTES = CASE_FILE_MAX_BYTES + 64 * 1024
/**
 * Cells a case workbook may hold, empty ones included: 60,001 rows of 25 (the template's 17
 * columns, the download's 19, and a few formatted blank cells beside them).
 */
export const CASE_FILE_MAX_CELLS = (CASE_FILE_MAX_ROWS + 1) * 25
/**
 * Seconds a case file may take to read: a national semester's workbook takes about 3 s of CPU,
 * and over 120 s on a 2-core server shared by a dozen busy processes.
 */
export const CASE_FILE_READING_SECONDS = 300
