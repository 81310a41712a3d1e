# Writes tests/unit/fixtures/overdispersion-reference.json: reference values
# for the monitoring's tests that allow counts to vary more than Poisson
# (src/lib/stats/quasi-poisson-trend.ts, overdispersed-excess-p-value.ts,
# endemic-prediction-p-value.ts with its Poisson floor, the year-to-year
# variance of src/lib/surveillance/monitoring/overdispersion.ts) and for
# surveillance::farringtonFlexible with the monitoring's own settings
# (farringtonAnalysis.ts: 'muan', no 5-in-4 filter), each from R's own
# functions: glm(family = quasipoisson), pbeta, binom.test, pt, farringtonFlexible.
#
# Run from anywhere with: Rscript scripts/stats/generate-overdispersion-reference.R
# Needs R and the surveillance package. The JSON is committed so tests never need R.

suppressPackageStartupMessages(library(surveillance))
local_dir <- (function() {
  script_arg <- grep("^--file=", commandArgs(trailingOnly = FALSE), value = TRUE)
  dirname(normalizePath(sub("^--file=", "", script_arg[1])))
})()
source(file.path(local_dir, "reference-json.R"))
output_path <- file.path(local_dir, "..", "..", "tests", "unit", "fixtures", "overdispersion-reference.json")

# ------------------------------------------------------ quasi-Poisson trend
# glm(cases ~ [factor(strata) +] times + offset(log(births)), quasipoisson),
# the dispersion floored at 1, a t test on the residual degrees of freedom.
quasi_trend <- function(cases, births, times, strata = NULL) {
  data <- data.frame(cases = cases, births = births, times = times)
  fit <- if (is.null(strata)) {
    glm(cases ~ times + offset(log(births)), family = quasipoisson, data = data, control = glm.control(epsilon = 1e-12, maxit = 100))
  } else {
    data$strata <- factor(strata)
    glm(cases ~ strata + times + offset(log(births)), family = quasipoisson, data = data, control = glm.control(epsilon = 1e-12, maxit = 100))
  }
  df <- fit$df.residual
  raw <- sum(residuals(fit, type = "pearson")^2) / df
  phi <- max(1, raw)
  b <- unname(coef(fit)["times"])
  se <- sqrt(summary(fit)$cov.unscaled["times", "times"] * phi)
  q <- qt(0.975, df)
  list(
    percentChange = 100 * expm1(b), lower = 100 * expm1(b - q * se), upper = 100 * expm1(b + q * se),
    pValue = 2 * pt(-abs(b / se), df), dispersion = phi, residualDegrees = df,
    # The year-to-year variance κ = (φ − 1)/mean fitted count (overdispersion.ts).
    kappa = (phi - 1) / mean(fitted(fit))
  )
}
set.seed(20261128)
years <- 2016:2025
gamma_factor <- function(n, cv) rgamma(n, shape = 1 / cv^2, scale = cv^2)
trend_cases <- list(
  list(name = "Poisson, about 50 a year", births = rep(20000, 10), rate = 25e-4, cv = 0),
  list(name = "year factor CV 20 %, about 900 a year", births = rep(300000, 10), rate = 30e-4, cv = 0.2),
  list(name = "year factor CV 10 %, about 60 a year, varying births", births = round(20000 * (1 + 0.05 * sin(1:10))), rate = 30e-4, cv = 0.1),
  list(name = "a rise of 5 % a year with CV 10 %", births = rep(45000, 10), rate = 12e-4 * 1.05^(0:9), cv = 0.1)
)
trend_rows <- lapply(trend_cases, function(case) {
  cases <- rpois(10, case$births * case$rate * (if (case$cv > 0) gamma_factor(10, case$cv) else 1))
  c(list(name = case$name, cases = I(cases), births = I(case$births), times = I(years)), quasi_trend(cases, case$births, years))
})
# Underdispersed counts: the dispersion is floored at 1.
flat <- c(50, 51, 49, 50, 50, 51, 49, 50, 50, 50)
trend_rows[[length(trend_rows) + 1]] <- c(
  list(name = "nearly constant counts (dispersion floored at 1)", cases = I(flat), births = I(rep(20000, 10)), times = I(years)),
  quasi_trend(flat, rep(20000, 10), years)
)
# Three years: the fewest the monitoring uses.
few <- c(12, 19, 15)
trend_rows[[length(trend_rows) + 1]] <- c(
  list(name = "three years", cases = I(few), births = I(c(9000, 9500, 9100)), times = I(2023:2025)),
  quasi_trend(few, c(9000, 9500, 9100), 2023:2025)
)
# A network: three registries with their own baselines and years, one common trend.
strata <- c(rep("A", 10), rep("B", 10), rep("C", 4))
net_births <- c(rep(300000, 10), rep(20000, 10), rep(45000, 4))
net_times <- c(years, years, 2022:2025)
net_rate <- c(rep(20e-4, 10), rep(35e-4, 10), rep(15e-4, 4))
net_cases <- rpois(24, net_births * net_rate * gamma_factor(24, 0.1))
net <- quasi_trend(net_cases, net_births, net_times, strata)
net$kappa <- NULL
trend_rows[[length(trend_rows) + 1]] <- c(
  list(name = "network of three registries, year factor CV 10 %", cases = I(net_cases), births = I(net_births), times = I(net_times), strata = I(strata)),
  net
)

# ----------------------------------------------- overdispersed excess test
# pbeta(s, O/φ_O, B/φ_B + 1), s = (π/φ_O)/(π/φ_O + (1 − π)/φ_B); at φ = 1 binom.test.
excess_cases <- list(
  c(33, 60, 6000 / 66000, 1, 1), c(1, 0, 6000 / 66000, 1, 1), c(12, 40, 0.1, 1, 1),
  c(480, 4300, 0.1, 5.5, 1.9), c(40, 330, 1 / 11, 1.3, 1.06), c(7, 25, 0.12, 1.02, 1.01),
  c(1100, 9000, 0.11, 12.2, 3.1), c(3, 5, 0.2, 1.5, 1.1)
)
excess_rows <- lapply(excess_cases, function(x) {
  o <- x[1]; b <- x[2]; share <- x[3]; po <- x[4]; pb <- x[5]
  s <- (share / po) / (share / po + (1 - share) / pb)
  p <- pbeta(s, o / po, b / pb + 1)
  if (po == 1 && pb == 1) stopifnot(isTRUE(all.equal(p, binom.test(o, o + b, share, "greater")$p.value, tolerance = 1e-12)))
  list(observed = o, baselineCases = b, share = share, observedDispersion = po, baselineDispersion = pb, pValue = p)
})

# ----------------------------------------- epidemic test with a Poisson floor
# t = (ln(x + 1) − m)/(max(s, floor)·√(1 + 1/n)), p = P(T_(n−1) ≥ t).
epidemic_cases <- list(
  list(history = c(10, 10, 10, 10, 10), value = 55, minimumSd = sqrt(10 * 1e4 / 6000) / 11),
  list(history = c(10, 10, 10, 10, 10), value = 10, minimumSd = sqrt(10 * 1e4 / 6000) / 11),
  list(history = c(2.1, 2.0, 2.05, 1.98, 2.02), value = 3.1, minimumSd = sqrt(2.03 * 1e4 / 10000) / 3.03),
  list(history = c(2, 4, 3), value = 12.9728217556, minimumSd = 0),
  list(history = c(25, 31, 22, 40, 28), value = 45, minimumSd = 0.05)
)
epidemic_rows <- lapply(epidemic_cases, function(case) {
  y <- log1p(case$history)
  n <- length(y)
  s <- max(sd(y), case$minimumSd)
  list(history = I(case$history), value = case$value, minimumSd = case$minimumSd,
       pValue = pt((log1p(case$value) - mean(y)) / (s * sqrt(1 + 1 / n)), n - 1, lower.tail = FALSE))
})

# ------------------------------- Farrington–Noufaily with the monitoring's settings
monitoring_settings <- list(
  b = 5, w = 3, reweight = TRUE, weightsThreshold = 2.58, alpha = 0.05, trend = TRUE,
  pThresholdTrend = 0.05, limit54 = c(0, 4), powertrans = "none", populationOffset = TRUE,
  noPeriods = 10, pastWeeksNotIncluded = 6, thresholdMethod = "muan"
)
months <- 69
farrington_series <- list(
  list(name = "one case a month in 1,000 births", births = rep(1000, months), cases = rep(1, months)),
  list(name = "rare anomaly, 0.2 a month", births = rep(1667, months), cases = rpois(months, 0.2)),
  list(name = "1.7 a month", births = rep(1667, months), cases = rpois(months, 1.7)),
  list(name = "year factor CV 10 %, 75 a month", births = rep(25000, months), cases = rpois(months, 75 * rep(gamma_factor(6, 0.1), each = 12)[1:months]))
)
farrington_rows <- lapply(farrington_series, function(case) {
  observed <- sts(observed = matrix(case$cases), population = matrix(case$births), frequency = 12, start = c(2020, 1))
  result <- farringtonFlexible(observed, control = c(monitoring_settings, list(range = 64:69, glmWarnings = FALSE)))
  input <- c(list(cases = I(case$cases), births = I(case$births), frequency = 12, range = list(from = 63, to = 68)), monitoring_settings)
  input$limit54 <- I(input$limit54)
  list(
    name = case$name, input = input,
    expected = I(as.numeric(result@control$expected)), upperbound = I(as.numeric(upperbound(result))),
    pvalue = I(as.numeric(result@control$pvalue))
  )
})

# ------------------------------- the semester alarm of a registry whose years vary
# 1,000 births a month; each year's cases (2015–2024) and the 2025-S1 count.
# κ from the quasi-Poisson trend of 2015–2024 (overdispersion.ts), then
# E = 6,000 × B/60,000 (B: cases of 2020–2024), φ_O = 1 + κE, φ_B = 1 + κB/5,
# and the overdispersed excess test with the births' share 6,000/66,000, its z
# read on Student's t with the fit's residual degrees of freedom (8).
alarm_rows <- lapply(list(list(rate = 30e-4, cv = 0.2, rise = 1.5), list(rate = 300e-4, cv = 0.1, rise = 1.15)), function(case) {
  yearly <- rpois(10, 12000 * case$rate * gamma_factor(10, case$cv))
  semester <- rpois(1, 6000 * case$rate * case$rise)
  fit <- quasi_trend(yearly, rep(12000, 10), 2015:2024)
  kappa <- fit$kappa
  stopifnot(kappa > 0)
  b <- sum(yearly[6:10])
  e <- 6000 * b / 60000
  po <- max(1, 1 + kappa * e)
  pb <- max(1, 1 + kappa * b / 5)
  share <- 6000 / 66000
  s <- (share / po) / (share / po + (1 - share) / pb)
  list(yearly = I(yearly), semester = semester, kappa = kappa, expected = e, dispersion = po,
       pValue = pt(qnorm(pbeta(s, semester / po, b / pb + 1)), fit$residualDegrees),
       poissonPValue = binom.test(semester, semester + b, share, "greater")$p.value)
})

# ------------------------------------------------ minimum detectable rise
# k = qpois(1 − level, e) + 1, then f with P(X ≥ k | e·f) = power (uniroot).
detectable_rows <- lapply(list(c(20, 0.05 / 38, 0.8, 1), c(1.67, 0.05 / 38, 0.8, 1), c(300, 0.05 / 38, 0.8, 2.5),
                               c(5, 1.25e-4, 0.8, 1), c(0.4, 0.05 / 38, 0.8, 1), c(120, 0.001, 0.5, 1.2)), function(x) {
  e <- x[1] / x[4]
  k <- qpois(1 - x[2], e) + 1
  f <- uniroot(function(f) ppois(k - 1, e * f, lower.tail = FALSE) - x[3], c(1, 1e4), tol = 1e-14)$root
  list(expected = x[1], level = x[2], power = x[3], dispersion = x[4], rise = f - 1)
})

writeLines(c(
  "{",
  paste0('  "quasiPoissonTrend": ', json_rows(trend_rows), ","),
  paste0('  "overdispersedExcess": ', json_rows(excess_rows), ","),
  paste0('  "epidemicWithFloor": ', json_rows(epidemic_rows), ","),
  paste0('  "farringtonMonitoring": ', json_rows(farrington_rows), ","),
  paste0('  "registryAlarm": ', json_rows(alarm_rows), ","),
  paste0('  "minimumDetectableRise": ', json_rows(detectable_rows)),
  "}"
), output_path)
cat("Wrote", normalizePath(output_path), "\n")
