import { describe, expect, it } from 'vitest'
import {
  checkLoginInput,
  loginErrorFromResponse,
  newRecoveryCodesOf,
  secondStepFromResponse,
} from '@/lib/site/auth/loginErrors'

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

describe('secondStepFromResponse', () => {
  const enrolment = (data: Record<string, unknown>) => ({
    errors: [
      { message: 'm', data: { code: 'second-factor-enrolment', secret: 'S', qr: 'Q', ...data } },
    ],
  })

  it('reads an enrolment, and a wrong code of one, as the same enrolment asked again', () => {
    expect(secondStepFromResponse(403, enrolment({}))).toEqual({
      kind: 'enrol',
      secret: 'S',
      qr: 'Q',
      wrongCode: false,
    })
    expect(secondStepFromResponse(403, enrolment({ wrongCode: true }))).toEqual({
      kind: 'enrol',
      secret: 'S',
      qr: 'Q',
      wrongCode: true,
    })
  })

  it('asks for nothing on other answers', () => {
    expect(secondStepFromResponse(401, enrolment({}))).toBeNull()
    expect(secondStepFromResponse(403, enrolment({ secret: undefined }))).toBeNull()
  })
})

describe('newRecoveryCodesOf', () => {
  it('reads the codes of a sign-in that finished an enrolment, and nothing else', () => {
    expect(newRecoveryCodesOf({ recoveryCodes: ['abcde-fghjk'] })).toEqual(['abcde-fghjk'])
    expect(newRecoveryCodesOf({ recoveryCodes: [] })).toBeNull()
    expect(newRecoveryCodesOf({ recoveryCodes: [1] })).toBeNull()
    expect(newRecoveryCodesOf({ user: {} })).toBeNull()
    expect(newRecoveryCodesOf(null)).toBeNull()
  })
})
