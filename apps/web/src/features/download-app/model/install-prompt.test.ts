import { describe, expect, it, vi } from 'vitest';
import { createInstallPrompt } from './install-prompt';

/** What Chromium fires when the site can be installed. */
function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

describe('the browser install prompt', () => {
  it('keeps the event (instead of the browser’s own banner) and offers installing', async () => {
    const installPrompt = createInstallPrompt();
    const stop = installPrompt.listen(window);
    const onChange = vi.fn();
    installPrompt.subscribe(onChange);
    expect(installPrompt.canInstall()).toBe(false);

    const event = promptEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPrompt.canInstall()).toBe(true);
    expect(onChange).toHaveBeenCalled();

    await expect(installPrompt.install()).resolves.toBe('accepted');
    expect(event.prompt).toHaveBeenCalledOnce();
    // An event can be used once.
    expect(installPrompt.canInstall()).toBe(false);
    await expect(installPrompt.install()).resolves.toBe('unavailable');
    stop();
  });

  it('forgets the offer once the app is installed, and after it stops listening', () => {
    const installPrompt = createInstallPrompt();
    const stop = installPrompt.listen(window);
    window.dispatchEvent(promptEvent('dismissed'));
    window.dispatchEvent(new Event('appinstalled'));
    expect(installPrompt.canInstall()).toBe(false);
    stop();
    window.dispatchEvent(promptEvent('dismissed'));
    expect(installPrompt.canInstall()).toBe(false);
  });
});
