import { describe, expect, it } from 'vitest';
import { neededPrivileges } from './permission-hint.ts';

describe('neededPrivileges', () => {
  const on = (method: string, representation = false) => ({ method, table: 'videos', representation });

  it('asks the verb on the named table, and SELECT for what the statement reads', () => {
    expect(neededPrivileges(on('GET'), 'videos')).toEqual(['SELECT']);
    expect(neededPrivileges(on('HEAD'), 'videos')).toEqual(['SELECT']);
    expect(neededPrivileges(on('POST'), 'videos')).toEqual(['INSERT']);
    expect(neededPrivileges(on('POST', true), 'videos')).toEqual(['SELECT', 'INSERT']);
    expect(neededPrivileges(on('PATCH'), 'videos')).toEqual(['SELECT', 'UPDATE']);
    expect(neededPrivileges(on('DELETE'), 'videos')).toEqual(['SELECT', 'DELETE']);
  });

  it('asks only SELECT on an embedded table', () => {
    expect(neededPrivileges(on('GET'), 'media_versions')).toEqual(['SELECT']);
    expect(neededPrivileges(on('PATCH', true), 'media_versions')).toEqual(['SELECT']);
  });
});
