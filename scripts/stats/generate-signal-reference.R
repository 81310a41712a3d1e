# Writes tests/unit/fixtures/signal-reference.json: reference values for the
# statistics that decide a signal in src/lib/stats (benjaminiHochberg, holm,
# endemicPredictionChannel, stratifiedPoissonTrend, standardizedTemporalScan),
# each computed by R's own functions or a brute-force search.
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

# -------------------------------------------------- stratified Poisson trend
stratified_fit <- function(cases, births, strata, times) {
  strata <- factor(strata)
  # epsilon = 1e-15 asks for full convergence (the deviance can flicker in
  # its last bits, so glm may warn); one more pass from the estimate puts the
  # standard errors at the maximum itself (see generate-monitoring-reference.R).
  control <- glm.control(epsilon = 1e-15, maxit = 1000)
  fit <- suppressWarnings(glm(cases ~ strata + times + offset(log(births)), family = poisson, control = control))
  fit <- suppressWarnings(glm(
    cases ~ strata + times + offset(log(births)),
    family = poisson, start = coef(fit), control = control
  ))
  residual <- cases - fitted(fit)
  stopifnot(
    all(abs(tapply(residual, strata, sum)) < 1e-9 * sum(cases)),
    abs(sum(residual * times)) < 1e-9 * sum(cases) * max(abs(times))
  )
  estimate <- coef(summary(fit))["times", ]
  wald <- confint.default(fit)["times", ]
  list(
    slope = estimate[["Estimate"]], standardError = estimate[["Std. Error"]],
    z = estimate[["z value"]], pValue = estimate[["Pr(>|z|)"]],
    percentChange = 100 * (exp(estimate[["Estimate"]]) - 1),
    lower = 100 * (exp(wald[[1]]) - 1), upper = 100 * (exp(wald[[2]]) - 1)
  )
}
# A network of registries (births a year, own ascertainment), some joining late.
set.seed(20261127)
network <- function(years, yearly_births, rates, first_years, slope = 0) {
  rows <- do.call(rbind, lapply(seq_along(yearly_births), function(r) {
    y <- years[years >= first_years[r]]
    births <- round(yearly_births[r] * runif(length(y), 0.95, 1.05))
    data.frame(
      strata = sprintf("R%02d", r), times = y, births = births,
      cases = rpois(length(y), births * rates[r] * exp(slope * (y - years[1])))
    )
  }))
  rows
}
twelve_births <- c(4500, 4500, 12000, 20000, 45000, 45000, 60000, 90000, 150000, 200000, 300000, 300000)
stratified_cases <- list(
  list(name = "12 registries, 10 years, no change", data = network(
    2016:2025, twelve_births, runif(12, 5e-4, 2e-3), rep(2016, 12)
  )),
  list(name = "12 registries, two high-ascertainment ones joining in 2023", data = network(
    2016:2025, twelve_births, c(runif(10, 5e-4, 1e-3), 3e-3, 3e-3), c(rep(2016, 10), 2023, 2023)
  )),
  list(name = "6 registries rising 5% a year", data = network(
    2016:2025, twelve_births[c(1, 3, 5, 7, 9, 11)], runif(6, 5e-4, 2e-3), rep(2016, 6), slope = log(1.05)
  )),
  list(name = "a rare anomaly: small counts, zero years", data = network(
    2018:2025, twelve_births[1:5], rep(1e-4, 5), c(2018, 2018, 2019, 2020, 2018)
  )),
  list(name = "semesters as fractional years", data = {
    d <- network(seq(2020, 2025.5, by = 0.5), c(2250, 22500, 150000), c(1e-3, 8e-4, 1.2e-3), rep(2020, 3))
    d
  }),
  list(name = "two registries, two years", data = data.frame(
    strata = c("A", "A", "B", "B"), times = c(2024, 2025, 2024, 2025),
    births = c(10000, 10000, 50000, 52000), cases = c(10, 25, 40, 41)
  )),
  list(name = "a registry with a single year adds nothing to the slope", data = data.frame(
    strata = c("A", "A", "A", "B"), times = c(2023, 2024, 2025, 2025),
    births = c(30000, 31000, 30500, 8000), cases = c(30, 34, 41, 12)
  ))
)
# Random networks of 2 to 8 registries over 2 to 10 years, small to large
# counts, steep to flat slopes, registries joining at random.
set.seed(20261129)
while (length(stratified_cases) < 37) {
  k <- sample(2:8, 1)
  years <- 2016:(2016 + sample(1:9, 1))
  d <- network(
    years, round(runif(k, 2000, 3e5)), runif(k, 5e-5, 3e-3),
    sample(years[-length(years)], k, replace = TRUE), slope = rnorm(1, 0, 0.15)
  )
  # Keep the estimable ones: some stratum with cases after its first year and some before its last.
  first <- ave(d$times, d$strata, FUN = min)
  last <- ave(d$times, d$strata, FUN = max)
  if (!(any(d$cases > 0 & d$times > first) && any(d$cases > 0 & d$times < last))) next
  stratified_cases[[length(stratified_cases) + 1]] <- list(
    name = sprintf("random network %d (%d registries, %d rows, %d cases)", length(stratified_cases) - 6, k, nrow(d), sum(d$cases)),
    data = d
  )
}
stratified_rows <- lapply(stratified_cases, function(case) {
  d <- case$data
  c(
    list(name = case$name, cases = I(d$cases), births = I(d$births), strata = I(d$strata), times = I(d$times)),
    stratified_fit(d$cases, d$births, d$strata, d$times)
  )
})

# ------------------------------------------- temporal scan on expected counts
# Brute force over every window (start, then length; strictly greater LLR
# wins) with the expected counts rescaled to the observed total, and R's own
# Monte Carlo p-value spreading the cases multinomially by expected count.
window_llr <- function(c, e, total) {
  if (!(c > e)) return(0)
  outside <- if (c == total) 0 else (total - c) * log((total - c) / (total - e))
  c * log(c / e) + outside
}
scan_expected <- function(cases, expected, max_window, replications) {
  total <- sum(cases)
  n <- length(cases)
  best <- list(llr = -1)
  for (start in 1:n) {
    for (len in 1:max_window) {
      end <- start + len - 1
      if (end > n) break
      c <- sum(cases[start:end])
      e <- total * sum(expected[start:end]) / sum(expected)
      llr <- window_llr(c, e, total)
      if (llr > best$llr) best <- list(start = start - 1, end = end - 1, observed = c, expected = e, llr = llr)
    }
  }
  best$relativeRisk <- (best$observed / best$expected) / ((total - best$observed) / (total - best$expected))
  best$pValue <- if (!(best$llr > 0)) 1 else {
    starts <- unlist(lapply(1:n, function(s) rep(s, min(max_window, n - s + 1))))
    ends <- unlist(lapply(1:n, function(s) s:min(n, s + max_window - 1)))
    cum_expected <- c(0, cumsum(expected))
    e <- total * (cum_expected[ends + 1] - cum_expected[starts]) / sum(expected)
    draws <- rmultinom(replications, total, expected / sum(expected))
    cum_draws <- rbind(0, apply(draws, 2, cumsum))
    counts <- cum_draws[ends + 1, , drop = FALSE] - cum_draws[starts, , drop = FALSE]
    rest <- total - counts
    ratio <- ifelse(counts > e, counts * log(counts / e) + ifelse(rest > 0, rest * log(rest / (total - e)), 0), 0)
    ratio[is.nan(ratio)] <- 0
    (1 + sum(apply(ratio, 2, max) >= best$llr * (1 - 1e-12))) / (1 + replications)
  }
  best
}
set.seed(20261128)
# A network's expected counts: 3 registries of different rates, one missing
# months 40-43 (its births and cases both absent), one joining at month 61.
network_months <- 120
rates <- c(8e-4, 1.5e-3, 3e-3)
monthly_births <- c(3750, 12500, 1500)
reports <- cbind(rep(TRUE, network_months), !(seq_len(network_months) %in% 40:43), seq_len(network_months) >= 61)
expected_network <- as.vector(reports %*% (rates * monthly_births))
network_cases <- rpois(network_months, expected_network)
cluster_cases <- rpois(network_months, expected_network * ifelse(seq_len(network_months) %in% 101:103, 2.5, 1))
scan_cases <- list(
  list(name = "a network with a registry missing months and one joining, no cluster", cases = network_cases, expected = expected_network),
  list(name = "the same network with a 3-month cluster", cases = cluster_cases, expected = expected_network),
  list(
    name = "an excess spread over the whole series is no cluster",
    cases = c(12, 14, 11, 13, 12, 15, 13, 12, 14, 13, 12, 14), expected = rep(6.5, 12)
  ),
  list(
    name = "24 months, uneven expected counts",
    cases = c(6, 4, 5, 7, 3, 6, 5, 4, 6, 5, 7, 4, 5, 6, 18, 21, 17, 6, 5, 4, 6, 5, 7, 5),
    expected = c(5.2, 5.1, 5.0, 5.2, 5.3, 5.5, 5.6, 5.7, 5.7, 5.5, 5.3, 5.2, 2.6, 2.5, 2.6, 2.6, 2.7, 2.8, 5.7, 5.7, 5.6, 5.5, 5.3, 5.2)
  ),
  list(name = "every window (maxWindow = n)", cases = c(1, 0, 2, 3, 4, 5, 6, 8), expected = c(0.4, 0.5, 0.7, 1, 1.3, 1.7, 2.2, 3), maxWindow = 8),
  list(name = "all-zero series", cases = rep(0, 12), expected = rep(1.25, 12))
)
scan_rows <- lapply(scan_cases, function(case) {
  n <- length(case$cases)
  max_window <- if (is.null(case$maxWindow)) max(1, floor(n / 2)) else case$maxWindow
  replications <- if (n > 60) 9999 else 19999
  best <- scan_expected(case$cases, case$expected, max_window, replications)
  row <- list(name = case$name, cases = I(case$cases), expected = I(case$expected))
  if (!is.null(case$maxWindow)) row$maxWindow <- case$maxWindow
  c(row, list(
    start = best$start, end = best$end, observed = best$observed, windowExpected = best$expected,
    relativeRisk = best$relativeRisk, llr = best$llr, pValue = best$pValue, pValueReplications = replications
  ))
})

json <- c(
  "{",
  '  "description": "Reference values for the statistics that decide a signal: p.adjust (BH, holm), the endemic channel prediction band (predict.lm, interval = prediction, on ln(x + 1)), the stratified Poisson trend glm (epsilon 1e-15) and a brute-force temporal scan on expected counts with an R Monte Carlo p-value.",',
  '  "generator": "scripts/stats/generate-signal-reference.R",',
  sprintf('  "rVersion": "%s",', R.version.string),
  sprintf('  "pAdjust": %s,', json_rows(p_value_rows)),
  sprintf('  "endemicPredictionChannel": %s,', json_rows(prediction_rows)),
  sprintf('  "stratifiedPoissonTrend": %s,', json_rows(stratified_rows)),
  sprintf('  "standardizedTemporalScan": %s', json_rows(scan_rows)),
  "}"
)
writeLines(json, output_path)
cat(sprintf(
  "Wrote %d p.adjust, %d prediction-band, %d stratified trend and %d scan cases to %s\n",
  length(p_value_rows), length(prediction_rows), length(stratified_rows), length(scan_rows), normalizePath(output_path)
))
