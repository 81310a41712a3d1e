import type { Locale } from '@/i18n/locales'
import { getTranslations } from 'next-intl/server'
import { chartScale } from '@/lib/surveillance/present/chartScale'
import type { AlarmOutcome } from '@/lib/surveillance/evaluate/evaluateAlarm'
import { numberFormats } from '@/lib/surveillance/present/format'

const WIDTH = 640
const HEIGHT = 150
const LEFT = 24
const RIGHT = 24
const BAR_Y = 62
const BAR_HEIGHT = 18
const AXIS_Y = 112

/**
 * The interval of the observed cases (bar), the observed count (dot) and the
 * expected count (line) on one axis. The same content is in the SVG's title
 * and description for screen readers, and in the figures beside it.
 */
export async function IntervalChart({
  outcome,
  locale,
}: {
  outcome: AlarmOutcome
  locale: Locale
}) {
  const t = await getTranslations('surveillance')
  const format = numberFormats(locale)
  const { max, ticks } = chartScale([outcome.upper, outcome.expected, outcome.observed])
  const x = (value: number) => LEFT + (value / max) * (WIDTH - LEFT - RIGHT)
  const position =
    outcome.direction === 'excess' ? 'below' : outcome.direction === 'deficit' ? 'above' : 'inside'
  const tone = outcome.alarm ? '#b91c1c' : '#185a72'
  const expectedLabelAnchor =
    x(outcome.expected) > WIDTH * 0.8
      ? 'end'
      : x(outcome.expected) < WIDTH * 0.2
        ? 'start'
        : 'middle'

  return (
    <figure className="max-w-3xl">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="interval-chart-title interval-chart-desc"
        className="h-auto w-full"
      >
        <title id="interval-chart-title">{t('chart.title')}</title>
        <desc id="interval-chart-desc">
          {t('chart.description', {
            confidence: format.percent(outcome.confidence),
            lower: format.cases(outcome.lower),
            upper: format.cases(outcome.upper),
            observed: format.count(outcome.observed),
            expected: format.cases(outcome.expected),
            position: t(`chart.${position}`),
          })}
        </desc>

        <line x1={x(0)} x2={x(max)} y1={AXIS_Y} y2={AXIS_Y} stroke="#475569" strokeWidth={1} />
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={AXIS_Y} y2={AXIS_Y + 5} stroke="#475569" />
            <text x={x(tick)} y={AXIS_Y + 20} textAnchor="middle" fontSize={12} fill="#334155">
              {format.count(tick)}
            </text>
          </g>
        ))}
        <text x={x(max)} y={AXIS_Y + 36} textAnchor="end" fontSize={12} fill="#334155">
          {t('chart.cases')}
        </text>

        <rect
          x={x(outcome.lower)}
          y={BAR_Y}
          width={Math.max(2, x(outcome.upper) - x(outcome.lower))}
          height={BAR_HEIGHT}
          rx={4}
          fill={tone}
          fillOpacity={0.25}
          stroke={tone}
        />
        <circle cx={x(outcome.observed)} cy={BAR_Y + BAR_HEIGHT / 2} r={6} fill={tone} />
        <text
          x={x(outcome.observed)}
          y={BAR_Y + BAR_HEIGHT + 16}
          textAnchor="middle"
          fontSize={12}
          fill="#0f172a"
        >
          {t('chart.observed', { value: format.count(outcome.observed) })}
        </text>

        <line
          x1={x(outcome.expected)}
          x2={x(outcome.expected)}
          y1={BAR_Y - 26}
          y2={BAR_Y + BAR_HEIGHT + 4}
          stroke="#0f172a"
          strokeWidth={2}
          strokeDasharray="5 3"
        />
        <text
          x={x(outcome.expected)}
          y={BAR_Y - 32}
          textAnchor={expectedLabelAnchor}
          fontSize={12}
          fill="#0f172a"
        >
          {t('chart.expected', { value: format.cases(outcome.expected) })}
        </text>
      </svg>
    </figure>
  )
}
