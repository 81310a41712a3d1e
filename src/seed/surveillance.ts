import type { Payload } from 'payload'

/** Demo malformations and baseline rates: filled in by the surveillance work. */
export async function seedSurveillance(_payload: Payload): Promise<void> {}
