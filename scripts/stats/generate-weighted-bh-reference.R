# Writes tests/unit/fixtures/weighted-bh-reference.json: reference values for
# weightedBenjaminiHochberg (src/lib/stats), R's own p.adjust(p / w, "BH")
# after scaling the weights of the present p-values to average 1 (Genovese,
# Roeder and Wasserman 2006).
#
# Run from anywhere with: Rscript scripts/stats/generate-weighted-bh-reference.R
# Needs only base R (no packages). The JSON is committed so tests never need R.

local_dir <- (function() {
  script_arg <- grep("^--file=", commandArgs(trailingOnly = FALSE), value = TRUE)
  dirname(normalizePath(sub("^--file=", "", script_arg[1])))
})()
source(file.path(local_dir, "reference-json.R"))
output_path <- file.path(local_dir, "..", "..", "tests", "unit", "fixtures", "weighted-bh-reference.json")

weighted_bh <- function(p, w) {
  present <- !is.na(p)
  out <- p
  out[present] <- p.adjust(p[present] / (w[present] / mean(w[present])), "BH")
  out
}

set.seed(20261127)
# A monitoring run's weights: the 12-month alarms (one per anomaly) share
# half of the weight, the other tests the other half.
run_weights <- function(lead, others) {
  m <- lead + others
  c(rep(m / 2 / lead, lead), rep(m / 2 / others, others))
}
cases <- list(
  list(name = "four p-values, unequal weights", p = c(0.01, 0.04, 0.03, 0.2), w = c(2, 1, 0.5, 0.5)),
  list(name = "equal weights are Benjamini-Hochberg", p = c(0.01, 0.04, 0.03, 0.2), w = c(3, 3, 3, 3)),
  list(name = "weights not averaging 1 are scaled", p = c(0.002, 0.3, 0.04, 0.011, 0.9), w = c(10, 1, 1, 4, 4)),
  list(name = "a missing test (NA) is left out of the count and the average", p = c(0.01, NA, 0.02, 0.5), w = c(1, 100, 2, 1)),
  list(name = "a quotient above 1 is capped", p = c(0.9, 0.95, 0.001), w = c(0.1, 0.1, 2.8)),
  list(name = "ties", p = c(0.02, 0.02, 0.02, 0.5, 0.5, 0.001), w = c(1, 2, 1, 2, 1, 2)),
  list(name = "a single p-value", p = 0.03, w = 7),
  list(name = "all missing", p = c(NA, NA), w = c(1, 1)),
  list(
    name = "19 anomalies: 19 lead tests and 190 others, nothing going on",
    p = runif(209), w = run_weights(19, 190)
  ),
  list(
    name = "19 lead tests and 190 others, two real signals",
    p = c(10^-runif(2, 3, 5), runif(17), runif(190)), w = run_weights(19, 190)
  )
)
rows <- lapply(cases, function(case) {
  list(name = case$name, p = I(case$p), w = I(case$w), q = I(weighted_bh(case$p, case$w)))
})

writeLines(paste0("{\n  \"weightedBH\": ", json_rows(rows), "\n}"), output_path)
cat("wrote", normalizePath(output_path), "\n")
