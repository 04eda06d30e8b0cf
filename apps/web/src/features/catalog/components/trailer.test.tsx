import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { SessionContext, type SessionContextValue } from '@/data/session/session-context';
import { aSession } from '@/test/render';
import { aUser } from '@/test/dom';
import { Trailer } from './trailer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'matchMedia');
});

/** A browser whose visitor asked for reduced motion (jsdom has no matchMedia of its own). */
function preferReducedMotion() {
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

/** A signed-in user who accepted restricted content: the policy lets video autoplay. */
function autoplaySession(): SessionContextValue {
  return {
    ...aSession(),
    auth: { ...aSession().auth, status: 'authenticated' },
    user: aUser({ additionalData: { acceptedRestictedContent: true, acceptedCookies: true } }),
  };
}

function renderTrailer(session: SessionContextValue = autoplaySession()) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <SessionContext value={session}>
        <Trailer src="/t.mp4" poster="/p.jpg" />
      </SessionContext>,
    ),
  );
  return {
    video: container.querySelector('video') as HTMLVideoElement,
    mute: container.querySelector('.trailer-mute') as HTMLButtonElement,
    play: container.querySelector('.video-play'),
  };
}

describe('Trailer (spec 1 §2)', () => {
  it('starts muted at volume 0.5', () => {
    const { video, mute } = renderTrailer();
    expect(video.muted).toBe(true);
    expect(video.volume).toBe(0.5);
    expect(mute.getAttribute('aria-label')).toBe('Unmute trailer');
  });

  it('toggles mute from its button', () => {
    const { video, mute } = renderTrailer();
    act(() => mute.click());
    expect(video.muted).toBe(false);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    act(() => mute.click());
    expect(video.muted).toBe(true);
  });

  it('autoplays and preloads where the content policy allows it', () => {
    const { video, play } = renderTrailer();
    expect(video.autoplay).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(play).toBeNull();
  });

  it('waits for its play control when reduced motion is asked for, still preloading', () => {
    preferReducedMotion();
    const { video, play } = renderTrailer();
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(play?.getAttribute('aria-label')).toBe('Play Parallax trailer');
  });

  it('neither autoplays nor preloads for a guest who has not accepted: poster and a play control', () => {
    const { video, play } = renderTrailer(aSession());
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/p.jpg');
    expect(play?.getAttribute('aria-label')).toBe('Play Parallax trailer');
    act(() => (play as HTMLButtonElement).click());
    expect(document.querySelector('.video-play')).toBeNull();
  });
});
