# Writes tests/unit/fixtures/poisson-reference.json: exact (Garwood) Poisson
# confidence intervals computed by R, used as the ground truth for the
# TypeScript implementation in src/lib/stats/.
#
# Run from anywhere with: Rscript scripts/stats/generate-poisson-reference.R
# Needs only base R (no packages). The JSON is committed so tests never need R.

counts <- c(
  0, 1, 2, 3, 4, 5, 7, 10, 15, 20, 30, 50, 75, 100, 200, 500, 1000, 2000,
  5000, 10000, 20000, 50000, 100000, 1000000, 10000000, 1000000000
)
confidences <- c(0.8, 0.9, 0.95, 0.99, 0.999)

# Locate the repository root from this script's own path so the output lands
# in the same place whatever the working directory is.
script_arg <- grep("^--file=", commandArgs(trailingOnly = FALSE), value = TRUE)
script_path <- normalizePath(sub("^--file=", "", script_arg[1]))
repo_root <- normalizePath(file.path(dirname(script_path), "..", ".."))
output_path <- file.path(repo_root, "tests", "unit", "fixtures", "poisson-reference.json")

# Same definition as stats::poisson.test, written out so the formula is visible.
garwood_interval <- function(observed, confidence) {
  tail <- (1 - confidence) / 2
  lower <- if (observed == 0) 0 else qgamma(tail, shape = observed)
  upper <- qgamma(tail, shape = observed + 1, lower.tail = FALSE)
  c(lower = lower, upper = upper)
}

# 17 significant digits round-trip every double exactly.
format_number <- function(x) sprintf("%.17g", x)

rows <- character(0)
for (observed in counts) {
  for (confidence in confidences) {
    interval <- garwood_interval(observed, confidence)

    # Cross-check against R's own test so the fixture cannot silently drift
    # from the textbook definition.
    from_test <- poisson.test(observed, conf.level = confidence)$conf.int
    stopifnot(
      isTRUE(all.equal(unname(interval[["lower"]]), from_test[1], tolerance = 1e-12)),
      isTRUE(all.equal(unname(interval[["upper"]]), from_test[2], tolerance = 1e-12))
    )

    rows <- c(rows, sprintf(
      '    { "observed": %d, "confidence": %s, "lower": %s, "upper": %s }',
      as.integer(observed),
      sprintf("%.15g", confidence), # short decimals, still the same double
      format_number(interval[["lower"]]),
      format_number(interval[["upper"]])
    ))
  }
}

json <- c(
  "{",
  '  "description": "Exact (Garwood) Poisson confidence intervals: lower = qgamma((1 - confidence) / 2, observed), upper = qgamma(1 - (1 - confidence) / 2, observed + 1).",',
  '  "generator": "scripts/stats/generate-poisson-reference.R",',
  sprintf('  "rVersion": "%s",', R.version.string),
  '  "cases": [',
  paste(rows, collapse = ",\n"),
  "  ]",
  "}"
)

dir.create(dirname(output_path), recursive = TRUE, showWarnings = FALSE)
writeLines(json, output_path)
cat(sprintf("Wrote %d cases to %s\n", length(rows), output_path))
