import { describe, expect, it } from 'vitest'
import { ageOn, dateOfBirthProblem } from '../../src/domain/dateOfBirth'

// Fixed days, read in the reader's calendar as the form's date input gives them.
const on = (day: string) => new Date(`${day}T12:00:00`)

describe('the registration’s date of birth (issue 35 §8)', () => {
  it.each([
    ['2008-12-02', '2026-12-02', 18],
    ['2008-12-03', '2026-12-02', 17],
    ['2008-11-30', '2026-12-02', 18],
    ['1990-04-02', '2026-12-02', 36],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2026-12-02', '2026-12-02', 0],
    ['2026-12-03', '2026-12-02', -1],
  ])('born %s is %i on %s', (birth, today, age) => expect(ageOn(birth, on(today))).toBe(age))

  it.each(['', '2020', '02/04/1990', '1990-02-30', '1990-13-01', '1990-4-2'])('%j names no day', (birth) => expect(ageOn(birth, on('2026-12-02'))).toBeNull())

  it('refuses a child, with the reason, and takes an adult from their 18th birthday', () => {
    expect(dateOfBirthProblem('2020-01-01', on('2026-12-02'))).toBe('You must be at least 18 years old to register')
    expect(dateOfBirthProblem('2008-12-03', on('2026-12-02'))).toBe('You must be at least 18 years old to register')
    expect(dateOfBirthProblem('2008-12-02', on('2026-12-02'))).toBeNull()
    expect(dateOfBirthProblem('1990-04-02', on('2026-12-02'))).toBeNull()
  })

  it('calls a day to come, a century-old slip or no day at all not a date of birth', () => {
    for (const birth of ['2026-12-03', '0199-04-02', '1990-02-30', 'soon']) expect(dateOfBirthProblem(birth, on('2026-12-02'))).toBe('Enter a valid date of birth')
    expect(dateOfBirthProblem('1900-01-01', on('2026-12-02'))).toBeNull()
  })
})
