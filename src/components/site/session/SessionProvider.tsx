'use client'

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'

/** SPEC: while signed in, the session token is refreshed every 10 minutes. */
export const SESSION_REFRESH_MS = 600_000

export type SessionUser = {
  id: number | string
  name?: string | null
  email: string
  roles?: string[] | null
}

export type Session = {
  user: SessionUser | null
  isLoggedIn: boolean
  role: 'admin' | 'user'
  /** False until the first answer from the server, so islands don't flash. */
  isReady: boolean
  /** Reads the session again (after login or logout). */
  reload: () => Promise<void>
  /** Ends the session on the server; throws when the server refuses. */
  logout: () => Promise<void>
}

const SessionContext = createContext<Session | null>(null)

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}

async function fetchMe(): Promise<SessionUser | null> {
  const response = await fetch('/api/users/me', { credentials: 'include', cache: 'no-store' })
  if (!response.ok) return null
  const body = (await response.json()) as { user?: SessionUser | null }
  return body.user ?? null
}

/**
 * The visitor's session, read on the client from Payload's /api/users/me so
 * every public page stays static and cacheable for everyone.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null)
  const [isReady, setReady] = useState(false)

  const reload = useCallback(async () => {
    setUser(await fetchMe().catch(() => null))
    setReady(true)
  }, [])

  useEffect(() => {
    let current = true
    void fetchMe()
      .catch(() => null)
      .then((found) => {
        if (!current) return
        setUser(found)
        setReady(true)
      })
    return () => {
      current = false
    }
  }, [])

  const isLoggedIn = user !== null
  useEffect(() => {
    if (!isLoggedIn) return
    const timer = window.setInterval(async () => {
      const response = await fetch('/api/users/refresh-token', {
        method: 'POST',
        credentials: 'include',
      }).catch(() => null)
      // An expired or revoked session is over: the islands fall back to the visitor view.
      if (response && response.status === 401) setUser(null)
    }, SESSION_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [isLoggedIn])

  const logout = useCallback(async () => {
    const response = await fetch('/api/users/logout', { method: 'POST', credentials: 'include' })
    setUser(null)
    if (!response.ok) throw new Error(`logout failed: ${response.status}`)
  }, [])

  const value = useMemo<Session>(
    () => ({
      user,
      isLoggedIn,
      role: user?.roles?.includes('admin') ? 'admin' : 'user',
      isReady,
      reload,
      logout,
    }),
    [user, isLoggedIn, isReady, reload, logout],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
