export function applyLocalSecret(dataDir: string, options?: { create?: boolean }): void
