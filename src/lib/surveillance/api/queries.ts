import { z } from 'zod'
import { YEAR_BOUNDS } from '../input/query'
import {
  choiceParam,
  fail,
  integerParam,
  languageParam,
  presenceParam,
  registryParam,
  semesterParam,
  yearParam,
} from './queryFields'

/**
 * Queries of the endpoints that read them with these schemas (the others use the query reader,
 * input/query.ts, and are described in requests.ts). Each keeps the codes its endpoint has always
 * answered: the indicators' year is `outOfRange` and their semester `invalidChoice`.
 */

/** GET /api/surveillance/indicators?registry=CODE|network&year=YYYY[&semester=1|2] */
export const indicatorQuerySchema = z.object({
  registry: registryParam(),
  year: yearParam({
    required: true,
    refusal: { code: 'outOfRange', params: { ...YEAR_BOUNDS } },
  }),
  semester: semesterParam({ code: 'invalidChoice', params: { options: '1, 2' } }),
})

/** GET /api/surveillance/exchange/{dataValueSets|adx}?registry=&year=[&semester=][&download] */
export const exchangeExportQuerySchema = z.object({
  registry: registryParam("A registry's network code."),
  year: yearParam({ required: true, refusal: { code: 'invalidYear', params: { ...YEAR_BOUNDS } } }),
  semester: semesterParam({ code: 'invalidSemester' }),
  download: presenceParam('Present: the answer is a file to save (Content-Disposition).'),
})

// Checked beside the fields' own problems, as the endpoint always listed every problem at once.
const ALWAYS = { when: () => true }

/** The largest version number of a semester a download may name. */
const MAX_VERSION = 10_000

/** GET /api/surveillance/case-records?registry=CODE[&year=[&semester=[&version=]]][&format=][&language=] */
export const caseRecordsDownloadQuerySchema = z
  .object({
    registry: registryParam("A registry's network code."),
    year: yearParam({
      required: false,
      refusal: { code: 'invalidYear', params: () => ({ max: new Date().getUTCFullYear() }) },
    }),
    semester: semesterParam({ code: 'invalidSemester' }),
    version: integerParam(
      { min: 1, max: MAX_VERSION },
      "One version of the semester named by year and semester (each semester's latest otherwise).",
    ),
    format: choiceParam(['csv', 'xlsx'], 'The file: CSV or XLSX.'),
    language: languageParam,
  })
  .superRefine((query, ctx) => {
    // A version belongs to one semester: it needs both.
    if (query.version !== null && (query.year === null || query.semester === null))
      fail(ctx, 'required', undefined, [query.semester === null ? 'semester' : 'year'])
  }, ALWAYS)

/** GET /api/surveillance/case-records/template?format=csv|xlsx[&language=][&part=dictionary] */
export const caseRecordsTemplateQuerySchema = z.object({
  format: choiceParam(['csv', 'xlsx'], 'The file: CSV or XLSX (with the data dictionary sheet).'),
  language: languageParam,
  part: z
    .string()
    .meta({ description: '`dictionary`: the data dictionary alone, as CSV.', enum: ['dictionary'] })
    .optional(),
})
