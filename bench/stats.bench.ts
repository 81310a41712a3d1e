// The alarm test must stay instant even for the largest registries and batch files.
import { alarmTest, poissonExactInterval } from '../src/lib/stats'
import { measure } from './measure'

for (const observed of [0, 10, 1_000, 100_000]) {
  await measure(`poissonExactInterval(${observed})`, () => poissonExactInterval(observed), 2000)
}
const batch = Array.from({ length: 12 * 30 }, (_, i) => ({ observed: (i * 7) % 200, expected: 50 }))
await measure(
  'alarmTest × 360 rows (12 registries × 30 anomalies)',
  () => batch.forEach((row) => alarmTest(row)),
  50,
)
