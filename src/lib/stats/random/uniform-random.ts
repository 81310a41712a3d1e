/**
 * A source of uniform random numbers in [0, 1), called once per number.
 * Every sampler takes one so that a seeded source (createSeededRandom) makes
 * the whole simulation reproducible.
 */
export type UniformRandom = () => number
