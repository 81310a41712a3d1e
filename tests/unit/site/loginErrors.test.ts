import { describe, expect, it } from 'vitest'
import { checkLoginInput, loginErrorFromResponse } from '@/lib/site/auth/loginErrors'

describe('checkLoginInput', () => {
  it('needs both fields, then a well-formed email', () => {
    expect(checkLoginInput('', '')).toBe('emptyFields')
    expect(checkLoginInput('a@b.co', '')).toBe('emptyFields')
    expect(checkLoginInput('   ', 'secret')).toBe('emptyFields')
    expect(checkLoginInput('not-an-email', 'secret')).toBe('invalidEmail')
    expect(checkLoginInput('membro@relamc.example', 'secret')).toBeNull()
  })
})

describe('loginErrorFromResponse', () => {
  it("maps Payload's answers to SPEC's messages", () => {
    expect(
      loginErrorFromResponse(401, {
        errors: [{ message: 'The email or password provided is incorrect.' }],
      }),
    ).toBe('invalidCredentials')
    expect(
      loginErrorFromResponse(403, {
        errors: [{ message: 'x', data: { code: 'account-disabled' } }],
      }),
    ).toBe('accountDisabled')
    expect(loginErrorFromResponse(400, null)).toBe('invalidEmail')
  })

  it('has no sign-in message for any other answer', () => {
    expect(loginErrorFromResponse(403, { errors: [{ message: 'Forbidden' }] })).toBeNull()
    expect(loginErrorFromResponse(500, null)).toBeNull()
  })
})
