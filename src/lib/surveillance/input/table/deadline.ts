export { yieldToLoop } from '@/lib/concurrency/turns'

/** How long reading one file may take, however it is shaped: a backstop behind the other bounds. */
export interface Deadline {
  seconds: number
  /** Date.now() past which the reading stops. */
  at: number
}

export const deadlineIn = (seconds: number): Deadline => ({
  seconds,
  at: Date.now() + seconds * 1000,
})

/** Thrown by a reader that went past its deadline. */
export class ReadingTooSlow extends Error {
  constructor(readonly seconds: number) {
    super(`reading took more than ${seconds} s`)
  }
}

export function checkDeadline(deadline: Deadline | undefined): void {
  if (deadline && Date.now() > deadline.at) throw new ReadingTooSlow(deadline.seconds)
}
