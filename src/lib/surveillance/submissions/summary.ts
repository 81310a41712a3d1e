import type { Semester, SubmissionStatus } from '@/lib/surveillance/submissions/model'

/** The shapes the submissions page and the office's view render, apart from how they are stored. */

export type { SubmissionStatus }

export interface RegistryOption {
  code: string
  label: string
}

export interface MalformationOption {
  id: number
  number: number
  name: string
}

/** Malformations are named by their network number, as in the API and the template. */
export interface MonthlyNumbers {
  births: { month: number; liveBirths: number | null; stillbirths: number | null }[]
  cases: { malformation: number; month: number; cases: number | null }[]
}

export interface SubmissionSummary extends MonthlyNumbers {
  id: number | string
  registry: RegistryOption
  year: number
  semester: Semester
  status: SubmissionStatus
  updatedAt: string
  comment: string | null
}
