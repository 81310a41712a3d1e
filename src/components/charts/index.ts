export { TrendChart, type TrendChartProps, type TrendPoint } from './TrendChart'
export { ForestPlot, type ForestPlotProps, type ForestRow } from './ForestPlot'
export {
  StackedBirthsChart,
  type StackedBirthsChartProps,
  type BirthsSeries,
} from './StackedBirthsChart'
export {
  EndemicChannelChart,
  type EndemicChannelChartProps,
  type ChannelBand,
  type ChannelPoint,
} from './EndemicChannelChart'
export { ScanChart, type ScanChartProps, type ScanCluster, type ScanPeriod } from './ScanChart'
export type { ChartBase, EndemicZone, Estimate, GapReason } from './types'
