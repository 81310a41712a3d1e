/**
 * Limits of a case's measurements (README.md gives their sources). Outside a limit the value is
 * an error; a birth weight far from the usual weight of its gestational age is a warning, since
 * anomalies do come with growth far from the usual.
 */
export const limits = {
  /** Live births and fetal deaths: the registries' fetal-death criteria start at 20 weeks. */
  birthWeeks: { min: 20, max: 45 },
  /** A termination can be early: from the first-trimester scan on. */
  topfaWeeks: { min: 8, max: 45 },
  birthWeight: { min: 100, max: 7000 },
  topfaWeight: { min: 10, max: 7000 },
  maternalAge: { min: 10, max: 60 },
  plurality: { min: 1, max: 8 },
} as const

/** A weight below this share of the week's median, or above the other, is far from it. */
export const weightForAge = { low: 0.5, high: 1.8 } as const

/**
 * Median weight in grams by completed week of gestation: 10–21 weeks the estimated fetal
 * weight of Hadlock et al. (1991), 22–44 weeks the birth weight of Fenton and Kim (2013), boys
 * and girls averaged, rounded.
 */
export const medianWeightByWeek: Record<number, number> = {
  10: 35,
  11: 45,
  12: 58,
  13: 73,
  14: 93,
  15: 117,
  16: 146,
  17: 181,
  18: 223,
  19: 273,
  20: 331,
  21: 399,
  22: 500,
  23: 580,
  24: 660,
  25: 760,
  26: 870,
  27: 990,
  28: 1120,
  29: 1260,
  30: 1410,
  31: 1580,
  32: 1760,
  33: 1960,
  34: 2170,
  35: 2390,
  36: 2620,
  37: 2860,
  38: 3090,
  39: 3300,
  40: 3470,
  41: 3600,
  42: 3700,
  43: 3760,
  44: 3800,
}
