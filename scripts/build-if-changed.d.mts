export function sourceHash(root: string): string
export function buildIfChanged(options: {
  root: string
  env: NodeJS.ProcessEnv
  distDir: string
  wrap?: string[]
  force?: boolean
}): boolean
