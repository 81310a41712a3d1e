# Writes tests/unit/fixtures/monitoring-reference.json: reference values for
# the monitoring statistics of src/lib/stats (prevalence, endemicChannel,
# trendTest, poissonTrend, temporalScan), each computed the way R's own
# functions or a brute-force search compute it.
#
# Run from anywhere with: Rscript scripts/stats/generate-monitoring-reference.R
# Needs only base R (no packages). The JSON is committed so tests never need R.
# Takes about a minute: the scan p-values come from R's own Monte Carlo.

script_arg <- grep("^--file=", commandArgs(trailingOnly = FALSE), value = TRUE)
script_path <- normalizePath(sub("^--file=", "", script_arg[1]))
repo_root <- normalizePath(file.path(dirname(script_path), "..", ".."))
output_path <- file.path(repo_root, "tests", "unit", "fixtures", "monitoring-reference.json")

# JSON output: json_value and json_rows, shared with the other reference scripts.
source(file.path(dirname(script_path), "reference-json.R"))

# ----------------------------------------------------------------- prevalence
prevalence_rows <- list()
for (cases in c(0, 1, 2, 3, 5, 10, 37, 100, 1000, 25000)) {
  for (births in c(1000, 12000, 150000, 2700000)) {
    if (cases > births) next
    for (per in c(1000, 10000, 100000)) {
      for (confidence in c(0.9, 0.95, 0.99)) {
        test <- poisson.test(cases, births, conf.level = confidence)
        # The same bounds written out: Garwood's gamma quantiles over births.
        tail <- (1 - confidence) / 2
        lower <- if (cases == 0) 0 else qgamma(tail, cases)
        upper <- qgamma(tail, cases + 1, lower.tail = FALSE)
        stopifnot(isTRUE(all.equal(c(lower, upper) / births, as.numeric(test$conf.int), tolerance = 1e-12)))
        prevalence_rows[[length(prevalence_rows) + 1]] <- list(
          cases = cases, births = births, per = per, confidence = confidence,
          rate = unname(test$estimate) * per,
          lower = test$conf.int[1] * per, upper = test$conf.int[2] * per
        )
      }
    }
  }
}

# ------------------------------------------------------------ endemic channel
geometric_band <- function(x, confidence) {
  n <- length(x)
  y <- log(x + 1)
  m <- mean(y)
  half <- qt(1 - (1 - confidence) / 2, n - 1) * sd(y) / sqrt(n)
  c(lower = max(0, exp(m - half) - 1), center = exp(m) - 1, upper = exp(m + half) - 1)
}
quartile_band <- function(x) {
  q <- quantile(x, c(0.25, 0.5, 0.75), type = 7, names = FALSE)
  c(lower = q[1], center = q[2], upper = q[3])
}

set.seed(20251122)
histories <- list(
  list(name = "5 years of monthly counts around 4", history = matrix(rpois(60, 4), nrow = 5)),
  list(name = "7 years of monthly counts around 40", history = matrix(rpois(84, 40), nrow = 7)),
  list(name = "6 years of semesters in the thousands", history = matrix(rpois(12, 2500), nrow = 6)),
  list(name = "3 years (the minimum), 2 periods", history = rbind(c(2, 5), c(4, 3), c(3, 8))),
  list(
    name = "zeros, an all-zero period and a constant period (sd 0)",
    history = rbind(c(0, 0, 3, 1), c(0, 2, 3, 0), c(0, 0, 3, 0), c(0, 1, 3, 0))
  ),
  list(name = "ties among the values", history = rbind(c(2, 2), c(2, 5), c(5, 5), c(2, 2), c(5, 2))),
  list(name = "rates per 10,000 (not counts)", history = matrix(round(rgamma(20, 9, 3), 4), nrow = 4))
)
endemic_rows <- list()
for (case in histories) {
  h <- case$history
  history_rows <- lapply(seq_len(nrow(h)), function(i) I(h[i, ]))
  for (method in c("geometric-mean", "quartiles")) {
    confidences <- if (method == "quartiles") 0.95 else c(0.8, 0.95, 0.99)
    for (confidence in confidences) {
      bands <- apply(h, 2, function(x) {
        if (method == "quartiles") quartile_band(x) else geometric_band(x, confidence)
      })
      endemic_rows[[length(endemic_rows) + 1]] <- list(
        name = case$name, method = method, confidence = confidence, history = history_rows,
        lower = I(bands["lower", ]), center = I(bands["center", ]), upper = I(bands["upper", ])
      )
    }
  }
}

# ------------------------------------------------------------------ trend test
trend_cases <- list(
  list(name = "three periods", cases = c(2, 5, 9), births = c(1000, 1100, 1050)),
  list(name = "scores 0, 1, 5", cases = c(2, 5, 9), births = c(1000, 1100, 1050), scores = c(0, 1, 5)),
  list(
    name = "ten years, rising", cases = c(11, 9, 14, 12, 15, 13, 18, 17, 21, 20),
    births = c(45100, 44800, 44200, 43900, 43000, 42800, 42100, 41000, 40500, 40200), scores = 2016:2025
  ),
  list(name = "no trend", cases = c(20, 20, 20, 20), births = c(10000, 10000, 10000, 10000)),
  list(name = "falling, with zeros", cases = c(6, 3, 0, 1, 0), births = c(900, 950, 1000, 980, 1010)),
  list(
    name = "large counts", cases = c(4100, 4180, 4350, 4420, 4390, 4600),
    births = c(2700000, 2680000, 2650000, 2610000, 2590000, 2550000)
  ),
  list(name = "a single case", cases = c(0, 0, 1, 0), births = c(500, 500, 500, 500)),
  list(name = "two periods", cases = c(3, 12), births = c(2000, 2100))
)
trend_rows <- lapply(trend_cases, function(case) {
  scores <- if (is.null(case$scores)) seq_along(case$cases) else case$scores
  test <- suppressWarnings(prop.trend.test(case$cases, case$births, scores))
  row <- list(name = case$name, cases = I(case$cases), births = I(case$births))
  if (!is.null(case$scores)) row$scores <- I(case$scores)
  c(row, list(chiSquare = unname(test$statistic), pValue = test$p.value))
})

# --------------------------------------------------------------- Poisson trend
trend_fit <- function(cases, births, times) {
  # epsilon = 1e-15 asks for full convergence; at that level the deviance can
  # flicker in its last bits and glm warns it "did not converge", so the
  # score equations are checked instead.
  fit <- suppressWarnings(glm(
    cases ~ times + offset(log(births)),
    family = poisson, control = glm.control(epsilon = 1e-15, maxit = 1000)
  ))
  # glm's standard errors use the weights of its last iteration, taken one
  # step before the final estimate; one more pass from the estimate puts
  # them at the maximum itself.
  fit <- suppressWarnings(glm(
    cases ~ times + offset(log(births)),
    family = poisson, start = coef(fit), control = glm.control(epsilon = 1e-15, maxit = 1000)
  ))
  residual <- cases - fitted(fit)
  stopifnot(abs(sum(residual)) < 1e-9 * sum(cases), abs(sum(residual * (times - mean(times)))) < 1e-9 * sum(cases) * max(1, sd(times)))
  estimate <- coef(summary(fit))["times", ]
  wald <- confint.default(fit)["times", ]
  list(
    percentChange = 100 * (exp(estimate[["Estimate"]]) - 1),
    lower = 100 * (exp(wald[[1]]) - 1), upper = 100 * (exp(wald[[2]]) - 1),
    pValue = estimate[["Pr(>|z|)"]]
  )
}
poisson_cases <- list(
  list(
    name = "six years rising", cases = c(30, 34, 31, 40, 44, 47),
    births = c(50000, 51000, 49500, 50500, 50000, 49000), times = 2020:2025
  ),
  list(name = "default times 1..k", cases = c(30, 34, 31, 40, 44, 47), births = c(50000, 51000, 49500, 50500, 50000, 49000)),
  list(
    name = "ten years flat", cases = c(12, 9, 11, 14, 10, 12, 8, 13, 11, 10),
    births = c(45100, 44800, 44200, 43900, 43000, 42800, 42100, 41000, 40500, 40200), times = 2016:2025
  ),
  list(
    name = "falling with zero years", cases = c(5, 3, 2, 0, 1, 0, 1),
    births = c(11000, 10800, 10900, 10500, 10400, 10200, 10000), times = 2019:2025
  ),
  list(
    name = "large counts", cases = c(41000, 41800, 43500, 44200, 43900, 46000),
    births = c(27000000, 26800000, 26500000, 26100000, 25900000, 25500000), times = 2020:2025
  ),
  list(name = "a single case in the middle", cases = c(0, 0, 1, 0, 0), births = c(800, 820, 810, 790, 805)),
  list(
    name = "semesters as fractional years", cases = c(8, 11, 9, 14, 13, 17, 16, 21),
    births = c(20000, 21000, 20500, 20800, 20100, 20900, 20300, 20600), times = seq(2022, 2025.5, by = 0.5)
  ),
  list(name = "two periods", cases = c(10, 25), births = c(10000, 10000), times = c(2024, 2025))
)
# Random series of 2 to 12 periods, small to large counts, steep to flat
# slopes, whole and half-year times: where a fit that stops early shows.
set.seed(99)
random_series <- list()
while (length(random_series) < 40) {
  k <- sample(2:12, 1)
  births <- round(runif(k, 200, 3e5))
  slope <- rnorm(1, 0, 0.3)
  times <- if (runif(1) < 0.5) 1:k else 2000 + (1:k) * 0.5
  cases <- rpois(k, births * runif(1, 1e-5, 3e-3) * exp(slope * (1:k - k / 2)))
  case_time <- sum(cases * times) / sum(cases)
  # Keep the estimable ones: some cases, not all in the first or last period.
  if (sum(cases) == 0 || !(case_time > min(times) && case_time < max(times))) next
  random_series[[length(random_series) + 1]] <- list(
    name = sprintf("random series %d (%d periods, %d cases)", length(random_series) + 1, k, sum(cases)),
    cases = cases, births = births, times = times
  )
}
poisson_cases <- c(poisson_cases, random_series)
trend_rows <- c(trend_rows, lapply(random_series, function(case) {
  test <- suppressWarnings(prop.trend.test(case$cases, case$births, case$times))
  list(
    name = case$name, cases = I(case$cases), births = I(case$births), scores = I(case$times),
    chiSquare = unname(test$statistic), pValue = test$p.value
  )
}))
poisson_rows <- lapply(poisson_cases, function(case) {
  times <- if (is.null(case$times)) seq_along(case$cases) else case$times
  row <- list(name = case$name, cases = I(case$cases), births = I(case$births))
  if (!is.null(case$times)) row$times <- I(case$times)
  c(row, trend_fit(case$cases, case$births, times))
})

# ---------------------------------------------------------------- temporal scan
# Brute force over every window, in the order start, then length, keeping
# only a strictly greater LLR: ties go to the earliest start, then the
# shortest window.
window_llr <- function(c, e, total) {
  if (!(c > e)) return(0)
  outside <- if (c == total) 0 else (total - c) * log((total - c) / (total - e))
  c * log(c / e) + outside
}
most_likely_window <- function(cases, births, max_window) {
  total <- sum(cases)
  best <- list(llr = -1)
  n <- length(cases)
  for (start in 1:n) {
    for (len in 1:max_window) {
      end <- start + len - 1
      if (end > n) break
      c <- sum(cases[start:end])
      e <- total * sum(births[start:end]) / sum(births)
      llr <- window_llr(c, e, total)
      if (llr > best$llr) best <- list(start = start - 1, end = end - 1, observed = c, expected = e, llr = llr)
    }
  }
  best$relativeRisk <- (best$observed / best$expected) / ((total - best$observed) / (total - best$expected))
  best
}
# R's own Monte Carlo p-value, vectorised: every window's count at once from
# cumulative sums, the cases spread multinomially by births.
monte_carlo_p <- function(cases, births, max_window, llr, replications) {
  total <- sum(cases)
  if (!(llr > 0)) return(1)
  n <- length(cases)
  starts <- unlist(lapply(1:n, function(s) rep(s, min(max_window, n - s + 1))))
  ends <- unlist(lapply(1:n, function(s) s:min(n, s + max_window - 1)))
  cum_births <- c(0, cumsum(births))
  e <- total * (cum_births[ends + 1] - cum_births[starts]) / sum(births)
  draws <- rmultinom(replications, total, births / sum(births))
  cum_draws <- rbind(0, apply(draws, 2, cumsum))
  counts <- cum_draws[ends + 1, , drop = FALSE] - cum_draws[starts, , drop = FALSE]
  rest <- total - counts
  ratio <- ifelse(counts > e, counts * log(counts / e) + ifelse(rest > 0, rest * log(rest / (total - e)), 0), 0)
  ratio[is.nan(ratio)] <- 0
  maxima <- apply(ratio, 2, max)
  (1 + sum(maxima >= llr * (1 - 1e-12))) / (1 + replications)
}

set.seed(4242)
months120 <- round(4000 + 300 * sin(seq_len(120)))
cluster120 <- rpois(120, months120 * 0.0016 * ifelse(seq_len(120) %in% 101:103, 3, 1))
flat120 <- rpois(120, months120 * 0.0016)
scan_cases <- list(
  list(name = "a 2-month cluster in 12 months", cases = c(3, 2, 4, 3, 11, 12, 3, 2, 3, 4, 2, 3), births = rep(1000, 12)),
  list(name = "120 months, 3-month cluster (as the demo data)", cases = cluster120, births = months120),
  list(name = "120 months without a cluster", cases = flat120, births = months120),
  list(
    name = "24 months, the last 24 of a registry", cases = c(6, 4, 5, 7, 3, 6, 5, 4, 6, 5, 7, 4, 5, 6, 18, 21, 17, 6, 5, 4, 6, 5, 7, 5),
    births = c(3700, 3650, 3600, 3700, 3800, 3900, 4000, 4050, 4100, 3950, 3800, 3700, 3650, 3600, 3700, 3750, 3850, 3950, 4050, 4100, 4000, 3900, 3800, 3700)
  ),
  list(name = "single-period windows only (maxWindow 1)", cases = c(1, 0, 2, 9, 1, 0, 1, 2), births = c(900, 950, 1000, 980, 1010, 990, 970, 1000), maxWindow = 1),
  list(name = "every window (maxWindow = n)", cases = c(1, 0, 2, 3, 4, 5, 6, 8), births = rep(1000, 8), maxWindow = 8),
  list(name = "all-zero series", cases = rep(0, 12), births = rep(1500, 12)),
  list(name = "a single period", cases = 4, births = 1000, maxWindow = 1),
  list(name = "every case in one month (relative risk infinite)", cases = c(0, 0, 7, 0, 0, 0), births = rep(800, 6)),
  list(name = "tie between two starts: the earliest wins", cases = c(5, 1, 1, 5, 1, 1), births = rep(1000, 6)),
  list(name = "equal rates everywhere (no excess): the first single month", cases = c(2, 2, 2, 2), births = rep(1000, 4)),
  list(name = "a cluster in the first months", cases = c(9, 8, 2, 1, 2, 1, 2, 2, 1, 2), births = c(1200, 1150, 1100, 1180, 1210, 1190, 1170, 1160, 1200, 1220)),
  list(name = "large counts", cases = c(3600, 3550, 3700, 3650, 3900, 4300, 4250, 3700, 3650, 3600), births = c(225000, 222000, 228000, 226000, 229000, 231000, 230000, 227000, 226000, 224000))
)
scan_rows <- lapply(scan_cases, function(case) {
  n <- length(case$cases)
  max_window <- if (is.null(case$maxWindow)) max(1, floor(n / 2)) else case$maxWindow
  best <- most_likely_window(case$cases, case$births, max_window)
  replications <- if (n > 60) 9999 else 19999
  row <- list(name = case$name, cases = I(case$cases), births = I(case$births))
  if (!is.null(case$maxWindow)) row$maxWindow <- case$maxWindow
  c(row, list(
    start = best$start, end = best$end, observed = best$observed, expected = best$expected,
    relativeRisk = best$relativeRisk, llr = best$llr,
    pValue = monte_carlo_p(case$cases, case$births, max_window, best$llr, replications),
    pValueReplications = replications
  ))
})

json <- c(
  "{",
  '  "description": "Reference values for the monitoring statistics: prevalence (poisson.test), endemic channels (qt, quantile type 7), prop.trend.test, Poisson trend glm (epsilon 1e-15) and a brute-force temporal scan with an R Monte Carlo p-value.",',
  '  "generator": "scripts/stats/generate-monitoring-reference.R",',
  sprintf('  "rVersion": "%s",', R.version.string),
  sprintf('  "prevalence": %s,', json_rows(prevalence_rows)),
  sprintf('  "endemicChannel": %s,', json_rows(endemic_rows)),
  sprintf('  "trendTest": %s,', json_rows(trend_rows)),
  sprintf('  "poissonTrend": %s,', json_rows(poisson_rows)),
  sprintf('  "temporalScan": %s', json_rows(scan_rows)),
  "}"
)
dir.create(dirname(output_path), recursive = TRUE, showWarnings = FALSE)
writeLines(json, output_path)
cat(sprintf(
  "Wrote %d prevalence, %d endemic channel, %d trend test, %d Poisson trend and %d scan cases to %s\n",
  length(prevalence_rows), length(endemic_rows), length(trend_rows), length(poisson_rows), length(scan_rows), output_path
))
