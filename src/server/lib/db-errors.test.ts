import { describe, expect, it } from 'vitest';
import { isUniqueViolation, retryTransientConflicts, sqlState, uniqueViolation } from './db-errors.ts';

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

  it('runs a transaction again when it lost a deadlock, up to three times, and nothing else', async () => {
    const failing = (code: string, times: number) => {
      let calls = 0;
      const run = async () => {
        calls++;
        if (calls <= times)
          throw new Error('Failed query', { cause: Object.assign(new Error(code), { code }) });
        return 'done';
      };
      return { run, calls: () => calls };
    };
    const deadlock = failing('40P01', 2);
    await expect(retryTransientConflicts(deadlock.run)).resolves.toBe('done');
    expect(deadlock.calls()).toBe(3);
    const always = failing('40001', 9);
    await expect(retryTransientConflicts(always.run)).rejects.toThrow('Failed query');
    expect(always.calls()).toBe(3);
    const duplicate = failing('23505', 1);
    await expect(retryTransientConflicts(duplicate.run)).rejects.toThrow('Failed query');
    expect(duplicate.calls()).toBe(1);
  });
});
