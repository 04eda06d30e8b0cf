import { describe, expect, it } from 'vitest';
import { GrantForm, grantProblemFromServer, grantProblemOf } from './grant-form';

const problemsOf = (values: { email: string; role: string }) => {
  const result = GrantForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the grant form', () => {
  it('takes an e-mail and a role of the list', () => {
    expect(problemsOf({ email: ' Ana@Example.com ', role: 'ROLE_EDITOR' })).toEqual({});
  });

  it('names each field’s problem with a key of the texts', () => {
    expect(problemsOf({ email: '', role: '' })).toEqual({
      email: 'emailRequired',
      role: 'roleRequired',
    });
    expect(problemsOf({ email: 'ana@', role: 'ROLE_OWNER' })).toEqual({
      email: 'emailInvalid',
      role: 'roleRequired',
    });
    expect(problemsOf({ email: 'ana\u0007@example.com', role: 'ROLE_ADMIN' })).toEqual({
      email: 'controlCharacters',
    });
  });

  it('reads the server’s 400 issues onto the fields', () => {
    expect(grantProblemFromServer({ path: 'email', message: 'control_characters' })).toEqual({
      field: 'email',
      problem: 'controlCharacters',
    });
    expect(grantProblemFromServer({ path: 'email', message: 'email_invalid' })).toEqual({
      field: 'email',
      problem: 'emailInvalid',
    });
    expect(grantProblemFromServer({ path: 'role', message: 'Invalid option' })).toEqual({
      field: 'role',
      problem: 'roleRequired',
    });
    expect(grantProblemFromServer({ path: '', message: 'x' })).toBeNull();
    expect(grantProblemOf('userNotFound')).toBe('userNotFound');
    expect(grantProblemOf('Required')).toBeUndefined();
  });
});
