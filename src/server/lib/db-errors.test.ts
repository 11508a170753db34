import { describe, expect, it } from 'vitest';
import { isUniqueViolation, sqlState, uniqueViolation } from './db-errors.ts';

describe('database errors', () => {
  it('finds the SQLSTATE inside the wrappers a query builder adds', () => {
    const driver = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'x_key' });
    const wrapped = new Error('Failed query', { cause: driver });
    expect(sqlState(wrapped)).toBe('23505');
    expect(uniqueViolation(wrapped)).toBe('x_key');
    expect(isUniqueViolation(wrapped)).toBe(true);
  });

  it('tells other errors apart, including a Node error code that is not a SQLSTATE', () => {
    expect(sqlState(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    const overlap = new Error('wrapped', { cause: Object.assign(new Error('overlap'), { code: '23P01' }) });
    expect(sqlState(overlap)).toBe('23P01');
    expect(uniqueViolation(overlap)).toBeNull();
    expect(uniqueViolation(Object.assign(new Error('dup'), { code: '23505' }))).toBe('');
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
  });
});
