import { en } from '@parallax/core/i18n/en';
import {
  MODERATOR_ANSWER_MAX,
  REPORT_MESSAGE_MAX,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_FIELD_MAX,
} from '@parallax/core/rules/support';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { reportProblems } from './report-form';
import {
  asksGpuModel,
  asksHeadsetModelOther,
  canSendSupportRequest,
  emptySupportFields,
  supportFieldProblem,
  supportRequestBody,
  supportRequestProblems,
  type SupportFields,
} from './support-form';

beforeAll(() => initI18n('en'));

const PACK_ID = '3f1c9a2e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
const filled = (changes: Partial<SupportFields> = {}): SupportFields => ({
  ...emptySupportFields('ana@example.com'),
  problemDescription: 'The scene stays black.',
  ...changes,
});

describe('the support form (spec 2 §5)', () => {
  it('keeps Send disabled while the e-mail or the problem is empty', () => {
    expect(canSendSupportRequest(emptySupportFields())).toBe(false);
    expect(canSendSupportRequest(filled({ email: '  ' }))).toBe(false);
    expect(canSendSupportRequest(filled({ problemDescription: '\n' }))).toBe(false);
    expect(canSendSupportRequest(filled())).toBe(true);
  });

  it('asks for the custom headset with Other, and for the GPU with PC VR', () => {
    expect(asksHeadsetModelOther(filled({ headsetModel: 'QUEST_3' }))).toBe(false);
    expect(asksHeadsetModelOther(filled({ headsetModel: 'OTHER' }))).toBe(true);
    expect(asksGpuModel(filled({ vrSetup: 'STANDALONE' }))).toBe(false);
    expect(asksGpuModel(filled({ vrSetup: 'PCVR' }))).toBe(true);
  });

  it('sends only the fields it shows, filled, and the pack it was opened from', () => {
    const typed = filled({
      headsetModel: 'QUEST_3',
      headsetModelOther: 'left over from Other',
      vrSetup: 'STANDALONE',
      gpuModel: 'left over from PC VR',
    });
    expect(supportRequestBody(typed, null)).toEqual({
      email: 'ana@example.com',
      problemDescription: 'The scene stays black.',
      vrSetup: 'STANDALONE',
      headsetModel: 'QUEST_3',
    });
    expect(
      supportRequestBody(
        filled({
          headsetModel: 'OTHER',
          headsetModelOther: 'Bigscreen Beyond',
          vrSetup: 'PCVR',
          gpuModel: 'RTX 4070',
        }),
        PACK_ID,
      ),
    ).toEqual({
      email: 'ana@example.com',
      problemDescription: 'The scene stays black.',
      vrSetup: 'PCVR',
      headsetModel: 'OTHER',
      headsetModelOther: 'Bigscreen Beyond',
      gpuModel: 'RTX 4070',
      contentId: PACK_ID,
    });
  });

  it('finds the spec’s messages with the server’s contract', () => {
    expect(supportRequestProblems(filled(), PACK_ID)).toEqual({});
    expect(supportRequestProblems(filled({ email: '', problemDescription: ' ' }), null)).toEqual({
      email: 'errors.email_required',
      problemDescription: 'errors.describe_problem_required',
    });
    expect(supportFieldProblem(filled({ email: 'ana@' }), 'email')).toBe('errors.invalid_email');
    expect(
      supportFieldProblem(
        filled({ problemDescription: 'x'.repeat(SUPPORT_DESCRIPTION_MAX + 1) }),
        'problemDescription',
      ),
    ).toBe('errors.describe_problem_too_long');
    expect(
      supportFieldProblem(
        filled({ vrSetup: 'PCVR', gpuModel: 'g'.repeat(SUPPORT_FIELD_MAX + 1) }),
        'gpuModel',
      ),
    ).toBe('errors.field_too_long');
    // A hidden field is not sent, so it cannot be wrong.
    expect(
      supportFieldProblem(filled({ gpuModel: 'g'.repeat(SUPPORT_FIELD_MAX + 1) }), 'gpuModel'),
    ).toBeUndefined();
  });
});

describe('the report form (spec 2 §5)', () => {
  it('requires a message of at most 1000 characters', () => {
    expect(reportProblems({ contentPackId: PACK_ID, message: '  ' })).toEqual({
      message: 'errors.message_required',
    });
    expect(
      reportProblems({ contentPackId: PACK_ID, message: 'x'.repeat(REPORT_MESSAGE_MAX + 1) }),
    ).toEqual({ message: 'errors.message_too_long' });
    expect(
      reportProblems({ contentPackId: PACK_ID, message: 'x'.repeat(REPORT_MESSAGE_MAX) }),
    ).toEqual({});
  });

  it('requires the content', () => {
    expect(reportProblems({ contentPackId: '', message: 'Wrong title' })).toEqual({
      contentPackId: 'errors.content_required',
    });
  });
});

describe('the limits the messages state', () => {
  it('say the numbers the rules check', () => {
    expect(en.errors.message_too_long).toContain(String(REPORT_MESSAGE_MAX));
    expect(en.errors.describe_problem_too_long).toContain(String(SUPPORT_DESCRIPTION_MAX));
    expect(en.errors.field_too_long).toContain(String(SUPPORT_FIELD_MAX));
    expect(en.errors.answer_too_long).toContain(String(MODERATOR_ANSWER_MAX));
  });
});
