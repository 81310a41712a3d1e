# Writes tests/unit/fixtures/signal-reference.json: reference values for the
# statistics that decide a signal in src/lib/stats (benjaminiHochberg, holm,
# endemicPredictionChannel), each computed by R's own functions.
#
# Run from anywhere with: Rscript scripts/stats/generate-signal-reference.R
# Needs only base R (no packages). The JSON is committed so tests never need R.

local_dir <- (function() {
  script_arg <- grep("^--file=", commandArgs(trailingOnly = FALSE), value = TRUE)
  dirname(normalizePath(sub("^--file=", "", script_arg[1])))
})()
source(file.path(local_dir, "reference-json.R"))
output_path <- file.path(local_dir, "..", "..", "tests", "unit", "fixtures", "signal-reference.json")

# ------------------------------------------------------- multiple testing
set.seed(20261125)
p_value_cases <- list(
  list(name = "four p-values", p = c(0.01, 0.04, 0.03, 0.2)),
  list(name = "a missing test (NA) is left out of the count", p = c(0.01, NA, 0.02, 0.5)),
  list(name = "ties", p = c(0.02, 0.02, 0.02, 0.5, 0.5, 0.001)),
  list(name = "zeros and ones", p = c(0, 1, 0, 0.3, 1)),
  list(name = "a single p-value comes back unchanged", p = 0.03),
  list(name = "a single present p-value among NAs", p = c(NA, 0.03, NA)),
  list(name = "all missing", p = c(NA, NA)),
  list(name = "tiny p-values", p = c(1e-300, 3e-12, 2e-8, 0.04, 0.049)),
  list(name = "57 uniform p-values (3 tests x 19 anomalies, nothing going on)", p = runif(57)),
  list(
    name = "57 p-values, 6 of them real signals",
    p = c(runif(51), 10^-runif(6, 3, 7))
  ),
  list(name = "200 p-values from a mixture", p = c(runif(180), rbeta(20, 0.1, 5)))
)
p_value_rows <- lapply(p_value_cases, function(case) {
  list(
    name = case$name, p = I(case$p),
    bh = I(p.adjust(case$p, "BH")), holm = I(p.adjust(case$p, "holm"))
  )
})

# ------------------------------------------- endemic channel, prediction band
# A new year's value predicted from n previous years on the scale
# y = ln(x + 1): m ± t(1 − (1 − confidence)/2, n − 1) · s · √(1 + 1/n),
# the interval lm() predicts for a new observation from an intercept-only
# model, checked against predict(..., interval = "prediction").
prediction_band <- function(x, confidence) {
  y <- log(x + 1)
  band <- predict(lm(y ~ 1), newdata = data.frame(row = 1), interval = "prediction", level = confidence)
  n <- length(y)
  half <- qt(1 - (1 - confidence) / 2, n - 1) * sd(y) * sqrt(1 + 1 / n)
  stopifnot(isTRUE(all.equal(unname(band[1, c("lwr", "upr")]), mean(y) + c(-half, half), tolerance = 1e-12)))
  c(lower = max(0, exp(band[1, "lwr"]) - 1), center = exp(band[1, "fit"]) - 1, upper = exp(band[1, "upr"]) - 1)
}
set.seed(20261126)
prediction_histories <- list(
  list(name = "5 years of monthly counts around 4", history = matrix(rpois(60, 4), nrow = 5)),
  list(name = "10 years of monthly counts around 40", history = matrix(rpois(120, 40), nrow = 10)),
  list(name = "3 years (the minimum), 2 periods", history = rbind(c(2, 5), c(4, 3), c(3, 8))),
  list(
    name = "zeros, an all-zero period and a constant period (sd 0)",
    history = rbind(c(0, 0, 3, 1), c(0, 2, 3, 0), c(0, 0, 3, 0), c(0, 1, 3, 0))
  ),
  list(name = "rates per 10,000 (not counts)", history = matrix(round(rgamma(24, 9, 3), 4), nrow = 6))
)
prediction_rows <- list()
for (case in prediction_histories) {
  h <- case$history
  for (confidence in c(0.8, 0.95, 0.99)) {
    bands <- apply(h, 2, prediction_band, confidence = confidence)
    prediction_rows[[length(prediction_rows) + 1]] <- list(
      name = case$name, confidence = confidence,
      history = lapply(seq_len(nrow(h)), function(i) I(h[i, ])),
      lower = I(bands["lower", ]), center = I(bands["center", ]), upper = I(bands["upper", ])
    )
  }
}

json <- c(
  "{",
  '  "description": "Reference values for the statistics that decide a signal: p.adjust (BH, holm) and the endemic channel prediction band (predict.lm, interval = prediction, on ln(x + 1)).",',
  '  "generator": "scripts/stats/generate-signal-reference.R",',
  sprintf('  "rVersion": "%s",', R.version.string),
  sprintf('  "pAdjust": %s,', json_rows(p_value_rows)),
  sprintf('  "endemicPredictionChannel": %s', json_rows(prediction_rows)),
  "}"
)
writeLines(json, output_path)
cat(sprintf(
  "Wrote %d p.adjust and %d prediction-band cases to %s\n",
  length(p_value_rows), length(prediction_rows), normalizePath(output_path)
))
