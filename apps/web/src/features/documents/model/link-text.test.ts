import { describe, expect, it } from 'vitest';
import { splitEmails } from './link-text';

describe('splitEmails', () => {
  it('keeps a text without addresses whole', () => {
    expect(splitEmails('No cookies for advertising.')).toEqual([
      { kind: 'text', text: 'No cookies for advertising.' },
    ]);
  });

  it('finds addresses anywhere, leaving a sentence’s full stop outside', () => {
    expect(splitEmails('Questions: privacy@parallax.example.')).toEqual([
      { kind: 'text', text: 'Questions: ' },
      { kind: 'email', text: 'privacy@parallax.example' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitEmails('dmca@parallax.example or legal+us@parallax.example')).toEqual([
      { kind: 'email', text: 'dmca@parallax.example' },
      { kind: 'text', text: ' or ' },
      { kind: 'email', text: 'legal+us@parallax.example' },
    ]);
  });

  it('does not take a lone @ or a handle for an address', () => {
    expect(splitEmails('Follow @parallax at 5 @ 6')).toEqual([
      { kind: 'text', text: 'Follow @parallax at 5 @ 6' },
    ]);
  });
});
