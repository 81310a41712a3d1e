export declare function recordRequest(request: {
  method: string
  route: string
  status: number
  seconds: number
  cache?: unknown
}): void
