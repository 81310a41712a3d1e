/**
 * The data step of the migration that gives manuals, forms and official documents a file per
 * language. Their `document` column moves from the document's table to its per-language table
 * (and likewise for their versions); the schema change alone would drop the files. Plain SQL,
 * the same on SQLite and PostgreSQL: the migration runs each with `sql.raw`.
 *
 * Run `keepFilesBeforeLocalizing` before the generated schema statements and
 * `giveKeptFilesToPortuguese` after them.
 */

const KEPT = '_localized_files_kept'

/** Each table with its file column, and the per-language table the file moves to. */
const moves = ['manuals', 'forms', 'official_documents'].flatMap((table) => [
  { table, column: 'document_id', locales: `${table}_locales` },
  { table: `_${table}_v`, column: 'version_document_id', locales: `_${table}_v_locales` },
])

export const keepFilesBeforeLocalizing: string[] = [
  `CREATE TABLE "${KEPT}" AS ${moves
    .map(
      ({ table, column }) =>
        `SELECT '${table}' AS source, "id" AS row_id, "${column}" AS file FROM "${table}"`,
    )
    .join(' UNION ALL ')}`,
]

/**
 * The file every document had becomes its Portuguese file, which the other languages fall back
 * to. A document written without a Portuguese row (none in practice: the office writes in
 * Portuguese first) keeps the file in the languages it has.
 */
export const giveKeptFilesToPortuguese: string[] = [
  ...moves.flatMap(({ table, column, locales }) => {
    const kept = `(SELECT k.file FROM "${KEPT}" k WHERE k.source = '${table}' AND k.row_id = "${locales}"."_parent_id")`
    return [
      `UPDATE "${locales}" SET "${column}" = ${kept} WHERE "_locale" = 'pt'`,
      `UPDATE "${locales}" SET "${column}" = ${kept} WHERE "_parent_id" NOT IN (SELECT "_parent_id" FROM "${locales}" WHERE "_locale" = 'pt')`,
    ]
  }),
  `DROP TABLE "${KEPT}"`,
]
