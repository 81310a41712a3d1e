/**
 * The shapes of the FHIR R4 resources a case report bundle is read from, as zod schemas: only the
 * elements read here, each with R4's type (string, date, Coding, Reference, Quantity), the rest of
 * a resource passing through. No maintained FHIR R4 validator is installed; a package of R4 JSON
 * schemas (docs/exchange.md names it) can replace this file: `readBundle` asks it only
 * `safeParse` of a bundle and of each resource.
 */
import { z } from 'zod'

const coding = z
  .object({ system: z.string().optional(), code: z.string().optional() })
  .passthrough()
const codeableConcept = z
  .object({ coding: z.array(coding).optional(), text: z.string().optional() })
  .passthrough()
const reference = z.object({ reference: z.string().optional() }).passthrough()
const quantity = z
  .object({ value: z.number(), unit: z.string().optional(), code: z.string().optional() })
  .passthrough()
/** R4 `date`: YYYY, YYYY-MM or YYYY-MM-DD. */
const date = z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)

export const patientSchema = z
  .object({
    resourceType: z.literal('Patient'),
    identifier: z
      .array(
        z.object({ system: z.string().optional(), value: z.string().optional() }).passthrough(),
      )
      .optional(),
    gender: z.enum(['male', 'female', 'other', 'unknown']).optional(),
    birthDate: date.optional(),
    multipleBirthInteger: z.number().int().optional(),
    multipleBirthBoolean: z.boolean().optional(),
  })
  .passthrough()

export const conditionSchema = z
  .object({ resourceType: z.literal('Condition'), code: codeableConcept, subject: reference })
  .passthrough()

export const observationSchema = z
  .object({
    resourceType: z.literal('Observation'),
    code: codeableConcept,
    subject: reference.optional(),
    focus: z.array(reference).optional(),
    valueQuantity: quantity.optional(),
    valueCodeableConcept: codeableConcept.optional(),
  })
  .passthrough()

export const bundleSchema = z
  .object({
    resourceType: z.literal('Bundle'),
    type: z.enum(['message', 'collection', 'document', 'transaction', 'batch']),
    entry: z
      .array(
        z
          .object({
            fullUrl: z.string().optional(),
            resource: z
              .object({ resourceType: z.string(), id: z.string().optional() })
              .passthrough(),
          })
          .passthrough(),
      )
      .max(200_000),
  })
  .passthrough()

export type Patient = z.infer<typeof patientSchema>
export type Condition = z.infer<typeof conditionSchema>
export type Observation = z.infer<typeof observationSchema>
