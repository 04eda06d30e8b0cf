import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import i18n from 'i18next';
import { en } from '@parallax/core/i18n/en';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Trailer } from './trailer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function renderTrailer() {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root?.render(<Trailer src="/t.mp4" poster="/p.jpg" />));
  return {
    video: container.querySelector('video') as HTMLVideoElement,
    button: container.querySelector('button') as HTMLButtonElement,
  };
}

describe('Trailer (spec 1 §2)', () => {
  it('starts muted at volume 0.5', () => {
    const { video, button } = renderTrailer();
    expect(video.muted).toBe(true);
    expect(video.volume).toBe(0.5);
    expect(button.getAttribute('aria-label')).toBe('Unmute trailer');
  });

  it('toggles mute from its button', () => {
    const { video, button } = renderTrailer();
    act(() => button.click());
    expect(video.muted).toBe(false);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    act(() => button.click());
    expect(video.muted).toBe(true);
  });
});
