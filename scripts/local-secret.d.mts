export function useLocalSecret(dataDir: string, options?: { create?: boolean }): void
