# JSON writing shared by the reference scripts that source it
# (generate-monitoring-reference.R, generate-signal-reference.R, generate-farrington-reference.R).
# 17 significant digits round-trip every double; JSON has no NaN, NA or
# Infinity, so those are written as the strings "NaN", "Infinity" and
# "-Infinity" (tests/unit/stats/reference-value.ts reads them back).
json_number <- function(x) {
  if (is.na(x)) return('"NaN"')
  if (is.logical(x)) return(if (x) "true" else "false")
  if (is.infinite(x)) return(if (x > 0) '"Infinity"' else '"-Infinity"')
  if (x == 0) return("0") # never "-0"
  if (x == round(x) && abs(x) < 2^53) return(sprintf("%.0f", x))
  short <- sprintf("%.15g", x) # e.g. 0.95 rather than 0.94999999999999996, when exact
  if (as.numeric(short) == x) short else sprintf("%.17g", x)
}
json_value <- function(x) {
  if (is.list(x)) {
    if (!is.null(names(x))) {
      fields <- vapply(names(x), function(name) {
        sprintf('"%s": %s', name, json_value(x[[name]]))
      }, character(1))
      return(paste0("{ ", paste(fields, collapse = ", "), " }"))
    }
    return(paste0("[", paste(vapply(x, json_value, character(1)), collapse = ", "), "]"))
  }
  if (is.character(x)) {
    if (length(x) == 1 && !inherits(x, "AsIs")) return(sprintf('"%s"', x))
    return(paste0("[", paste(sprintf('"%s"', x), collapse = ", "), "]"))
  }
  if (length(x) == 1 && !inherits(x, "AsIs")) return(json_number(x))
  paste0("[", paste(vapply(x, json_number, character(1)), collapse = ", "), "]")
}
json_rows <- function(rows) paste0("[\n    ", paste(vapply(rows, json_value, character(1)), collapse = ",\n    "), "\n  ]")

