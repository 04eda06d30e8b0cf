import { describe, expect, it } from 'vitest';
import { isPlainEmailAddress, mayQuoteSenderTo, supportEmailProblem } from './support.js';

describe('the support form’s address', () => {
  it('takes one plain mailbox', () => {
    for (const address of ['ada@example.com', "o'brien+desk@mail.example.io", 'zoë@ñandú.es']) {
      expect(isPlainEmailAddress(address), address).toBe(true);
      expect(supportEmailProblem(address), address).toBeNull();
    }
  });

  it('refuses what a mail library reads as more than one mailbox, or as a name and a mailbox', () => {
    for (const address of [
      'x,victim@example.com',
      'x;victim@example.com',
      'Victim <victim@example.com>',
      '"x"@example.com',
      'x(comment)@example.com',
      'group:victim@example.com',
      'x@[127.0.0.1].com',
      'x\\y@example.com',
      'x y@example.com',
    ]) {
      expect(isPlainEmailAddress(address), address).toBe(false);
      expect(supportEmailProblem(address), address).toBe('invalid_email');
    }
    expect(supportEmailProblem(' ')).toBe('email_required');
  });
});

describe('quoting the sender’s words back to an address', () => {
  const account = { email: 'ada@example.com', emailConfirmed: true };

  it('is only for the signed-in account’s proven address', () => {
    expect(mayQuoteSenderTo(account, 'ada@example.com')).toBe(true);
    expect(mayQuoteSenderTo(account, 'someone.else@example.com')).toBe(false);
    expect(mayQuoteSenderTo({ ...account, emailConfirmed: false }, 'ada@example.com')).toBe(false);
    expect(mayQuoteSenderTo(null, 'ada@example.com')).toBe(false);
  });
});
