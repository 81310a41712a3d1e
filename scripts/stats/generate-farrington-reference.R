# Writes tests/unit/fixtures/farrington-reference.json: monthly case and
# birth series, drawn here with a fixed seed, and what R's
# surveillance::farringtonFlexible (1.20.3, Debian's r-cran-surveillance)
# gives for them with Farrington's original settings (Farrington et al.,
# J R Stat Soc A 1996) and Noufaily's improved ones (Noufaily et al., Stat Med
# 2013), births as the population offset. src/lib/stats/farrington-flexible.ts
# must reproduce them.
#
# Run from anywhere with: Rscript scripts/stats/generate-farrington-reference.R
# Needs R and the surveillance package (apt-get install r-base-core
# r-cran-surveillance). The JSON is committed so tests never need R.

suppressPackageStartupMessages(library(surveillance))
local_dir <- (function() {
  script_arg <- grep("^--file=", commandArgs(trailingOnly = FALSE), value = TRUE)
  dirname(normalizePath(sub("^--file=", "", script_arg[1])))
})()
source(file.path(local_dir, "reference-json.R"))
output_path <- file.path(local_dir, "..", "..", "tests", "unit", "fixtures", "farrington-reference.json")

# ------------------------------------------------------------------- series
# Eight years of months (96); the last 33 (from month 64, the first with five
# whole years and a 3-month window behind it) are monitored.
months <- 96
seasonal_births <- function(per_month) round(per_month * (1 + 0.08 * sin(2 * pi * seq_len(months) / 12)))
set.seed(20261125)
births_small <- seasonal_births(380) # about 4,500 births a year
births_medium <- seasonal_births(3750) # about 45,000
births_large <- seasonal_births(25000) # about 300,000
month <- seq_len(months)
series <- list(
  list(name = "common anomaly, constant rate", births = births_medium, cases = rpois(months, births_medium * 25e-4)),
  list(name = "rare anomaly (about 1 case a month)", births = births_medium, cases = rpois(months, births_medium * 2.5e-4)),
  list(name = "very rare anomaly in a small registry", births = births_small, cases = rpois(months, births_small * 8e-4)),
  list(
    name = "outbreaks inside the baseline (x3 for 3 months, twice)", births = births_medium,
    cases = rpois(months, births_medium * 12e-4 * ifelse(month %in% c(27:29, 51:53), 3, 1))
  ),
  list(
    name = "step of +50% from month 78", births = births_medium,
    cases = rpois(months, births_medium * 12e-4 * ifelse(month >= 78, 1.5, 1))
  ),
  list(
    name = "rising trend (+10% a year)", births = births_medium,
    cases = rpois(months, births_medium * 10e-4 * 1.1^(month / 12))
  ),
  list(
    name = "falling trend (-12% a year)", births = births_medium,
    cases = rpois(months, births_medium * 20e-4 * 0.88^(month / 12))
  ),
  list(
    name = "overdispersed (negative binomial, size 4)", births = births_medium,
    cases = rnbinom(months, mu = births_medium * 15e-4, size = 4)
  ),
  list(
    name = "large registry with a 4-month x2 excess at months 85-88", births = births_large,
    cases = rpois(months, births_large * 8e-4 * ifelse(month %in% 85:88, 2, 1))
  ),
  list(
    name = "seasonal cases (winter peaks)", births = births_medium,
    cases = rpois(months, births_medium * 10e-4 * (1 + 0.5 * cos(2 * pi * month / 12)))
  ),
  list(
    name = "no case for six years, then some", births = births_medium,
    cases = c(rep(0, 72), rpois(months - 72, births_medium[73:months] * 5e-4))
  )
)

# ----------------------------------------------------------------- settings
common <- list(b = 5, w = 3, alpha = 0.05, trend = TRUE, pThresholdTrend = 0.05, limit54 = c(5, 4), populationOffset = TRUE)
settings <- list(
  farrington = c(common, list(
    reweight = TRUE, weightsThreshold = 1, powertrans = "2/3", noPeriods = 1,
    pastWeeksNotIncluded = 3, thresholdMethod = "delta"
  )),
  noufaily = c(common, list(
    reweight = TRUE, weightsThreshold = 2.58, powertrans = "none", noPeriods = 10,
    pastWeeksNotIncluded = 26, thresholdMethod = "nbPlugin"
  )),
  noufailyMuan = c(common, list(
    reweight = TRUE, weightsThreshold = 2.58, powertrans = "none", noPeriods = 10,
    pastWeeksNotIncluded = 26, thresholdMethod = "muan"
  )),
  farringtonSquareRoot = modifyList(common, list(
    reweight = FALSE, weightsThreshold = 1, powertrans = "1/2", noPeriods = 1,
    pastWeeksNotIncluded = 3, thresholdMethod = "delta", alpha = 0.01
  )),
  farringtonNoTransform = modifyList(common, list(
    reweight = TRUE, weightsThreshold = 1, powertrans = "none", noPeriods = 1,
    pastWeeksNotIncluded = 3, thresholdMethod = "delta", trend = FALSE
  )),
  noufailyWithoutOffset = modifyList(common, list(
    reweight = TRUE, weightsThreshold = 2.58, powertrans = "none", noPeriods = 10,
    pastWeeksNotIncluded = 26, thresholdMethod = "nbPlugin", populationOffset = FALSE
  )),
  noufailyFourPeriods = c(common, list(
    reweight = TRUE, weightsThreshold = 2.58, powertrans = "none", noPeriods = 4,
    pastWeeksNotIncluded = 26, thresholdMethod = "nbPlugin"
  )),
  # No minimum of recent cases, so the expected counts of rare series show.
  noufailyWithoutMinimum = modifyList(common, list(
    reweight = TRUE, weightsThreshold = 2.58, powertrans = "none", noPeriods = 10,
    pastWeeksNotIncluded = 26, thresholdMethod = "nbPlugin", limit54 = c(0, 4)
  )),
  farringtonWithoutMinimum = modifyList(common, list(
    reweight = TRUE, weightsThreshold = 1, powertrans = "2/3", noPeriods = 1,
    pastWeeksNotIncluded = 3, thresholdMethod = "delta", limit54 = c(0, 4)
  ))
)
# Every series runs with the two main settings; the variants run on a few.
runs <- list()
for (case in series) {
  for (setting in c("farrington", "noufaily")) runs[[length(runs) + 1]] <- list(case = case, setting = setting)
}
variant_series <- list(
  noufailyMuan = c(1, 2, 4, 6, 8), farringtonSquareRoot = c(1, 2, 4, 6, 8),
  farringtonNoTransform = c(1, 2, 4, 6, 8), noufailyWithoutOffset = c(1, 2, 4, 6, 8),
  noufailyFourPeriods = c(1, 2, 4, 6, 8), noufailyWithoutMinimum = c(2, 3, 11),
  farringtonWithoutMinimum = c(2, 3, 11)
)
for (setting in names(variant_series)) {
  for (case in series[variant_series[[setting]]]) runs[[length(runs) + 1]] <- list(case = case, setting = setting)
}

range <- list(from = 63, to = months - 1) # 0-based, as the TypeScript input
rows <- lapply(runs, function(run) {
  control <- c(settings[[run$setting]], list(range = (range$from + 1):(range$to + 1), glmWarnings = FALSE))
  observed <- sts(
    observed = matrix(run$case$cases), population = matrix(run$case$births),
    frequency = 12, start = c(2016, 1)
  )
  result <- farringtonFlexible(observed, control = control)
  input <- c(
    list(cases = I(run$case$cases), births = I(run$case$births), frequency = 12, range = range),
    settings[[run$setting]]
  )
  input$limit54 <- I(input$limit54)
  list(
    name = sprintf("%s, %s", run$case$name, run$setting), setting = run$setting, input = input,
    expected = I(as.numeric(result@control$expected)),
    upperbound = I(as.numeric(upperbound(result))),
    alarm = I(as.logical(alarms(result))),
    pvalue = I(as.numeric(result@control$pvalue)),
    trend = I(as.logical(result@control$trend))
  )
})

# ------------------------------------------------- count quantiles and tails
# The negative binomial and Poisson quantiles and upper tails behind the
# 'nbPlugin' and 'muan' thresholds, at the levels and dispersions they meet.
quantile_rows <- list()
for (mu in c(0.05, 0.3, 1, 2.7, 10, 45, 300, 2500)) {
  for (phi in c(1, 1.05, 1.6, 3, 12)) {
    for (p in c(0.5, 0.9, 0.95, 0.99, 0.999)) {
      quantile <- if (phi > 1) qnbinom(p, mu / (phi - 1), 1 / phi) else qpois(p, mu)
      y <- unique(round(c(0, 1, mu, quantile, quantile + 1, 3 * mu + 5)))
      at_least <- if (phi > 1) pnbinom(y - 1, mu / (phi - 1), 1 / phi, lower.tail = FALSE) else ppois(y - 1, mu, lower.tail = FALSE)
      quantile_rows[[length(quantile_rows) + 1]] <- list(
        mu = mu, phi = phi, p = p, quantile = quantile, y = I(y), atLeast = I(at_least)
      )
    }
  }
}

json <- c(
  "{",
  '  "description": "Reference values for farringtonFlexible: surveillance::farringtonFlexible on seeded monthly series with a births offset, Farrington (1996) and Noufaily (2013) settings and variants. NA is written as NaN.",',
  '  "generator": "scripts/stats/generate-farrington-reference.R",',
  sprintf('  "rVersion": "%s",', R.version.string),
  sprintf('  "surveillanceVersion": "%s",', as.character(packageVersion("surveillance"))),
  sprintf('  "farringtonFlexible": %s,', json_rows(rows)),
  sprintf('  "countQuantiles": %s', json_rows(quantile_rows)),
  "}"
)
writeLines(json, output_path)
cat(sprintf("Wrote %d farringtonFlexible runs to %s\n", length(rows), normalizePath(output_path)))
