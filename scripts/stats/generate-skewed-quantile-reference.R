# Writes tests/unit/fixtures/skewed-quantile-reference.json: negative binomial quantiles far from
# their normal approximation (a large dispersion φ puts most mass at 0 while the mean and spread
# are large), where 'muan' thresholds of rare anomalies land. R's qnbinom is the
# ground truth for src/lib/stats/discrete-quantile.ts.
#
# Run from anywhere with: Rscript scripts/stats/generate-skewed-quantile-reference.R
# Needs only base R. The JSON is committed so tests never need R.

script_dir <- dirname(normalizePath(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE))))
output_path <- file.path(script_dir, "..", "..", "tests", "unit", "fixtures", "skewed-quantile-reference.json")

rows <- character(0)
for (mu in c(2, 40, 1000, 1e5)) {
  for (phi in c(1.5, 50, 1e4, 1e6, 1e9)) {
    for (p in c(0.95, 0.999)) {
      quantile <- qnbinom(p, mu / (phi - 1), 1 / phi)
      rows <- c(rows, sprintf('    { "mu": %.17g, "phi": %.17g, "p": %.17g, "quantile": %.17g }', mu, phi, p, quantile))
    }
  }
}

json <- c(
  "{",
  '  "description": "qnbinom(p, size = mu / (phi - 1), prob = 1 / phi) far from the normal approximation.",',
  '  "generator": "scripts/stats/generate-skewed-quantile-reference.R",',
  sprintf('  "rVersion": "%s",', R.version.string),
  '  "cases": [',
  paste(rows, collapse = ",\n"),
  "  ]",
  "}"
)
writeLines(json, output_path)
