import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import { es } from '../i18n/es.js';
import { SignInRequest } from './auth.js';
import { PromoCodeBody } from './cart.js';
import { CONTROL_CHARACTERS_KEY, hasControlCharacters, text } from './common.js';
import { FeedbackRequest } from './player.js';

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));
/** C0 controls, DEL and C1 controls. */
const CONTROLS = [...codePoints(0x00, 0x1f), ...codePoints(0x7f, 0x9f)];
const LINE_BREAKS = ['\t', '\n', '\r'];

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text(), the one string schema of request strings', () => {
  it.each(CONTROLS.map((char) => [char.codePointAt(0)?.toString(16), char]))(
    'refuses U+%s with the control_characters key',
    (_hex, char) => {
      for (const value of [char, `a${char}`, `${char}b`, `a${char}b`]) {
        expect(issuesOf(text().safeParse(value))).toEqual([CONTROL_CHARACTERS_KEY]);
      }
    },
  );

  it('keeps tab, line feed and carriage return in multi-line text, and refuses the rest', () => {
    for (const char of CONTROLS) {
      const isLineBreak = LINE_BREAKS.includes(char);
      expect(text({ multiline: true }).safeParse(`one${char}two`).success).toBe(isLineBreak);
      expect(hasControlCharacters(`one${char}two`, { multiline: true })).toBe(!isLineBreak);
    }
  });

  it('accepts what people type: accents, emoji, other scripts, no-break and wide spaces', () => {
    for (const value of [
      '',
      'Ñandú',
      'café 😀',
      'Привет',
      '東京',
      'a\u00a0b',
      'a\u3000b',
      'x\u2028y',
    ]) {
      expect(text().parse(value)).toBe(value);
      expect(hasControlCharacters(value)).toBe(false);
    }
  });

  it('refuses a control character put anywhere in any string (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.nat(),
        fc.constantFrom(...CONTROLS),
        (value, at, char) => {
          const index = at % (value.length + 1);
          const tainted = `${value.slice(0, index)}${char}${value.slice(index)}`;
          expect(text().safeParse(tainted).success).toBe(false);
          expect(hasControlCharacters(tainted)).toBe(true);
        },
      ),
    );
    // A hundred random strings: well under a second alone, several on a loaded machine.
  }, 30_000);

  it('accepts any string without one (property)', () => {
    const clean = fc
      .string({ unit: 'binary' })
      .map((value) => [...value].filter((char) => !CONTROLS.includes(char)).join(''));
    fc.assert(
      fc.property(clean, (value) => {
        expect(text().safeParse(value).success).toBe(true);
      }),
    );
  });

  it('trims before the check when asked, so surrounding line breaks are forgiven', () => {
    expect(text({ trim: true }).parse('  SUMMER10\n')).toBe('SUMMER10');
    expect(text().safeParse('SUMMER10\n').success).toBe(false);
    expect(text({ trim: true }).safeParse('SUM\nMER10').success).toBe(false);
  });

  it('chains like a string schema: length limits and patterns still apply', () => {
    const code = text()
      .min(2, 'too_short')
      .max(4)
      .regex(/^[a-z]+$/, 'letters_only');
    expect(code.parse('abc')).toBe('abc');
    expect(issuesOf(code.safeParse('a'))).toEqual(['too_short']);
    expect(issuesOf(code.safeParse('ab\u0000'))).toEqual([CONTROL_CHARACTERS_KEY, 'letters_only']);
  });

  it('has its message in both catalogues', () => {
    expect(en.errors[CONTROL_CHARACTERS_KEY]).toMatch(/control characters/);
    expect(es.errors[CONTROL_CHARACTERS_KEY]).toMatch(/caracteres de control/);
  });
});

describe('request contracts refuse control characters', () => {
  it('in a promo code, a sign-in identifier and feedback text (which keeps its line breaks)', () => {
    expect(issuesOf(PromoCodeBody.safeParse({ promoCode: '\u0000' }))).toContain(
      CONTROL_CHARACTERS_KEY,
    );
    const signIn = {
      identifier: 'ana\u0000@example.com',
      password: 'summit2026',
      clientIdentifier: '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90',
      clientType: 'web_app',
    };
    expect(issuesOf(SignInRequest.safeParse(signIn))).toEqual([CONTROL_CHARACTERS_KEY]);
    const feedback = {
      feedbackFormType: 'ContentFeedback',
      grade: 3,
      contentPackId: '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90',
    };
    expect(FeedbackRequest.parse({ ...feedback, text: 'Great.\r\n\tMore!' }).text).toBe(
      'Great.\r\n\tMore!',
    );
    expect(FeedbackRequest.safeParse({ ...feedback, text: 'Great\u0000' }).success).toBe(false);
  });
});
