/**
 * Where the demonstration monthly counts carry their planted features, chosen
 * from the registries' sizes and the anomalies' rates so that any list of
 * registries and anomalies gets the same kind of examples. They are clearly
 * planted, strong enough for the network's monitoring run (about 1,700 tests
 * adjusted together) to store each of them as a signal:
 *
 * - excess: the most common anomaly in the registry of median size, 5 times
 *   its rate for 3 months ending 8 months before the last month;
 * - second excess: the anomaly of median rate in the second largest registry,
 *   3 times its rate for 4 months ending 17 months before the last month
 *   (both inside the last 24 months, the window EUROCAT scans);
 * - rise: the second most common anomaly in the registry just above the
 *   median size, rising 12% a year over the last 6 years (fewer when the data
 *   span fewer years);
 * - missing: 3 months with every anomaly "not available" in the second
 *   smallest registry, 30 to 28 months before the last month.
 */
export interface DemoCountsPlan {
  excesses: {
    registry: string
    malformation: number
    firstMonth: number
    months: number
    factor: number
  }[]
  rise: { registry: string; malformation: number; firstMonth: number; factorPerYear: number }
  missing: { registry: string; firstMonth: number; months: number }
}

interface PlanInput {
  registries: { code: string; annualBirths: number }[]
  malformations: { number: number; per10000: number }[]
  monthCount: number
}

export function planDemoCounts({
  registries,
  malformations,
  monthCount,
}: PlanInput): DemoCountsPlan {
  // Stable orders (ties by code / number) so the plan never depends on input order.
  const bySize = [...registries]
    .sort((a, b) => a.annualBirths - b.annualBirths || a.code.localeCompare(b.code))
    .map((registry) => registry.code)
  const byRate = [...malformations]
    .sort((a, b) => b.per10000 - a.per10000 || a.number - b.number)
    .map((malformation) => malformation.number)
  const pick = <T>(list: T[], index: number): T =>
    list[Math.min(Math.max(index, 0), list.length - 1)]!

  const medianRegistry = Math.floor((bySize.length - 1) / 2)
  const riseYears = Math.min(6, Math.floor(monthCount / 12) - 1)
  return {
    excesses: [
      {
        registry: pick(bySize, medianRegistry),
        malformation: pick(byRate, 0),
        firstMonth: monthCount - 11,
        months: 3,
        factor: 5,
      },
      {
        registry: pick(bySize, bySize.length - 2),
        malformation: pick(byRate, Math.floor((byRate.length - 1) / 2)),
        firstMonth: monthCount - 21,
        months: 4,
        factor: 3,
      },
    ],
    rise: {
      registry: pick(bySize, medianRegistry + 1),
      malformation: pick(byRate, 1),
      firstMonth: monthCount - 12 * riseYears,
      factorPerYear: 1.12,
    },
    missing: { registry: pick(bySize, 1), firstMonth: monthCount - 31, months: 3 },
  }
}
