// Pure statistics for the surveillance pages: no framework imports, usable
// from server components, route handlers and client components alike.
// Importing this module waits once for cephes' WebAssembly to compile
// (see cephes-ready.ts); after that every function is synchronous.
export { alarmTest } from './alarm-test'
export type { AlarmDirection, AlarmTestInput, AlarmTestResult } from './alarm-test'
export { benjaminiHochberg } from './benjamini-hochberg'
export { holm } from './holm'
export { weightedBenjaminiHochberg } from './weighted-benjamini-hochberg'
export { expectedCases } from './expected-cases'
export { excessPValue } from './excess-p-value'
export type { ExcessPValueInput } from './excess-p-value'
export type { ExpectedCasesInput } from './expected-cases'
export { poissonExactInterval } from './poisson-exact-interval'
export type { PoissonInterval } from './poisson-exact-interval'
export { ratePer10000 } from './rate-per-10000'
export { createMultinomialSampler } from './random/create-multinomial-sampler'
export type { MultinomialSampler } from './random/create-multinomial-sampler'
export { createSeededRandom } from './random/create-seeded-random'
export { sampleBinomial } from './random/sample-binomial'
export { samplePoisson } from './random/sample-poisson'
export type { UniformRandom } from './random/uniform-random'
export { endemicChannel } from './endemic-channel'
export type { EndemicBand, EndemicChannelMethod, EndemicChannelOptions } from './endemic-channel'
export { endemicPredictionChannel } from './endemic-prediction-channel'
export type { EndemicPredictionChannelOptions } from './endemic-prediction-channel'
export { endemicPredictionPValue } from './endemic-prediction-p-value'
export { endemicZone } from './endemic-zone'
export type { EndemicZone } from './endemic-zone'
export { poissonAtLeast } from './poisson-distribution'
export { poissonTrend } from './poisson-trend'
export type { PoissonTrendInput, PoissonTrendResult } from './poisson-trend'
export { prevalence } from './prevalence'
export type { Prevalence, PrevalenceInput } from './prevalence'
export { standardizedTemporalScan } from './standardized-temporal-scan'
export type { StandardizedTemporalScanInput } from './standardized-temporal-scan'
export { stratifiedPoissonTrend } from './stratified-poisson-trend'
export type {
  StratifiedPoissonTrendInput,
  StratifiedPoissonTrendResult,
} from './stratified-poisson-trend'
export { temporalScan } from './temporal-scan'
export type { ReplicateWeights, TemporalScanInput, TemporalScanResult } from './temporal-scan'
export { trendTest } from './trend-test'
export type { TrendTestInput, TrendTestResult } from './trend-test'
export { farringtonFlexible } from './farrington-flexible'
export type {
  FarringtonFlexibleInput,
  FarringtonFlexibleResult,
  FarringtonPowerTransform,
  FarringtonThresholdMethod,
} from './farrington-flexible'
export { overdispersedExcessPValue } from './overdispersed-excess-p-value'
export type { OverdispersedExcessPValueInput } from './overdispersed-excess-p-value'
export { quasiPoissonTrend } from './quasi-poisson-trend'
export type { QuasiPoissonTrendInput, QuasiPoissonTrendResult } from './quasi-poisson-trend'
export { sampleGammaFactor } from './random/sample-gamma'
export { minimumDetectableRise } from './minimum-detectable-rise'
export type { MinimumDetectableRiseInput } from './minimum-detectable-rise'
export { studentizedPValue } from './studentized-p-value'
