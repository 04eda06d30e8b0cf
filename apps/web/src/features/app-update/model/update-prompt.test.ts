import { describe, expect, it } from 'vitest';
import {
  INITIAL_UPDATE_PROMPT,
  updatePromptReducer,
  type UpdatePromptEvent,
  type UpdatePromptState,
} from './update-prompt';

const run = (events: UpdatePromptEvent[], from: UpdatePromptState = INITIAL_UPDATE_PROMPT) =>
  events.reduce(updatePromptReducer, from);

const announced = (version: string): UpdatePromptEvent => ({
  type: 'announced',
  version,
  installed: '1.0.0',
});

describe('the update prompt', () => {
  it('is offered when the server announces a newer version, not an equal or older one', () => {
    expect(run([announced('1.0.0')]).phase).toBe('hidden');
    expect(run([announced('0.9.0')]).phase).toBe('hidden');
    expect(run([announced('1.0.1')])).toEqual({
      phase: 'offered',
      offered: '1.0.1',
      putOff: null,
    });
  });

  it('applies Update at once when no download is under way', () => {
    expect(run([announced('1.1.0'), { type: 'update', isDownloadActive: false }]).phase).toBe(
      'applying',
    );
  });

  it('waits for downloads to be idle before applying, whether they run or are not known yet', () => {
    for (const isDownloadActive of [true, null]) {
      const waiting = run([announced('1.1.0'), { type: 'update', isDownloadActive }]);
      expect(waiting.phase).toBe('waiting');
      // Another check meanwhile changes nothing but the version.
      expect(run([announced('1.2.0')], waiting)).toMatchObject({
        phase: 'waiting',
        offered: '1.2.0',
      });
      expect(run([{ type: 'downloadsIdle' }], waiting).phase).toBe('applying');
    }
  });

  it('puts the version off with Later, and offers a newer one again', () => {
    const putOff = run([announced('1.1.0'), { type: 'later' }]);
    expect(putOff).toEqual({ phase: 'hidden', offered: '1.1.0', putOff: '1.1.0' });
    expect(run([announced('1.1.0')], putOff).phase).toBe('hidden');
    expect(run([announced('1.2.0')], putOff)).toMatchObject({ phase: 'offered', offered: '1.2.0' });
  });

  it('lets Later cancel a wait, and ignores events out of turn', () => {
    const waiting = run([announced('1.1.0'), { type: 'update', isDownloadActive: true }]);
    expect(run([{ type: 'later' }], waiting).phase).toBe('hidden');
    expect(run([{ type: 'downloadsIdle' }]).phase).toBe('hidden');
    expect(run([{ type: 'update', isDownloadActive: false }]).phase).toBe('hidden');
    const applying = run([announced('1.1.0'), { type: 'update', isDownloadActive: false }]);
    expect(run([{ type: 'later' }], applying).phase).toBe('applying');
  });
});
