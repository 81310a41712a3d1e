import { describe, expect, it } from 'vitest'
import en from '@/i18n/messages/monitoring/en.json'
import es from '@/i18n/messages/monitoring/es.json'
import pt from '@/i18n/messages/monitoring/pt.json'
import type { MonitoringDefaults } from '@/lib/surveillance/monitoring/defaultView'
import { monitoringMethods } from '@/lib/surveillance/monitoring/methods'

const accepted: MonitoringDefaults = {
  registry: 'network',
  malformation: 7,
  latestMonth: '2025-09',
  latestSemester: { year: 2025, semester: 1 },
}

type Method = (typeof monitoringMethods)[number]

/** The form's values of a default view (the network, an anomaly or a semester) but `without`. */
const base = (method: Method, without: string[] = []) =>
  Object.fromEntries(
    Object.entries(method.defaultView(accepted)).filter(([name]) => !without.includes(name)),
  )

const parse = (
  method: Method,
  values: Record<string, string>,
  without: string[] = [],
): { ok: boolean; value?: Record<string, unknown>; issues?: { field: string }[] } =>
  method.parse(new URLSearchParams({ ...base(method, without), ...values }))

const text = (messages: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages)

describe.each(monitoringMethods.map((method) => [method.id, method] as const))(
  'the %s descriptor',
  (_, method) => {
    const selects = method.parameters.filter((parameter) => parameter.options)

    it('has parameters, each once', () => {
      const names = method.parameters.map((parameter) => parameter.name)
      expect(names.length).toBeGreaterThan(0)
      expect(new Set(names).size).toBe(names.length)
    })

    it("accepts every option its form offers, and reads it as the option's value", () => {
      for (const parameter of selects)
        for (const option of parameter.options!) {
          const parsed = parse(method, { [parameter.name]: option.value })
          expect(parsed.ok, `${parameter.name}=${option.value}`).toBe(true)
          expect(String(parsed.value![parameter.name])).toBe(option.value)
        }
    })

    it("reads a parameter left out as the form's first option, the one shown selected", () => {
      const parsed = parse(
        method,
        {},
        selects.map((parameter) => parameter.name),
      )
      expect(parsed.ok).toBe(true)
      for (const parameter of selects)
        expect(String(parsed.value![parameter.name]), parameter.name).toBe(
          parameter.options![0]!.value,
        )
    })

    it("accepts a text field's example, and refuses what no field would send", () => {
      for (const parameter of method.parameters.filter((p) => !p.options && p.placeholder))
        expect(parse(method, { [parameter.name]: parameter.placeholder! }).ok).toBe(true)
      for (const parameter of method.parameters) {
        const refused = parse(method, { [parameter.name]: 'not-a-value' })
        expect(refused.ok, parameter.name).toBe(false)
        expect(refused.issues!.map((issue) => issue.field)).toEqual([parameter.name])
      }
    })

    it('opens on a default view its own API accepts: the network, the latest data', () => {
      const view: Record<string, string> = method.defaultView(accepted)
      expect(view.registry).toBe('network')
      expect(view.malformation ?? view.year).toBe(method.withMalformation ? '7' : '2025')
      expect(method.parse(new URLSearchParams(view)).ok).toBe(true)
    })

    it('names its title, fields and options in pt, es and en', () => {
      const keys = [
        method.title,
        method.intro,
        ...method.parameters.flatMap((parameter) => [
          parameter.label,
          ...(parameter.hint ? [parameter.hint] : []),
          ...(parameter.options ?? []).flatMap((option) => (option.label ? [option.label] : [])),
        ]),
      ]
      for (const messages of [pt, es, en])
        for (const key of keys) expect(typeof text(messages, key), key).toBe('string')
    })
  },
)

describe('the choice parameters', () => {
  it('accept nothing their form does not offer', () => {
    const channel = monitoringMethods.find((method) => method.id === 'endemic-channel')!
    expect(parse(channel, { method: 'mean' }).ok).toBe(false)
    expect(parse(channel, { groupBy: 'year' }).ok).toBe(false)
    expect(parse(channel, { measure: 'ratio' }).ok).toBe(false)
  })
})
