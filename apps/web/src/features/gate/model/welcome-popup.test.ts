import type { FeatureFlag } from '@parallax/core/contracts/flags';
import { describe, expect, it } from 'vitest';
import {
  shouldShowWelcomePopup,
  welcomePopupSource,
  type WelcomePopupVisitor,
} from './welcome-popup';

const flag = (isEnabled: boolean, value?: string): FeatureFlag => ({
  name: 'welcomePopup',
  isEnabled,
  params: value === undefined ? [] : [{ label: 'source', value }],
  customInfo: null,
});

describe('welcome popup source', () => {
  it('is the value of the enabled flag', () => {
    expect(welcomePopupSource([flag(true, 'spring26')])).toBe('spring26');
  });

  it('is none when the flag is off, missing or names no source', () => {
    expect(welcomePopupSource([flag(false, 'spring26')])).toBeNull();
    expect(welcomePopupSource([])).toBeNull();
    expect(welcomePopupSource(undefined)).toBeNull();
    expect(welcomePopupSource([flag(true)])).toBeNull();
    expect(welcomePopupSource([flag(true, '  ')])).toBeNull();
  });
});

describe('showing the welcome popup', () => {
  const visitor: WelcomePopupVisitor = {
    source: 'spring26',
    popupSource: 'spring26',
    seenSource: null,
    isGuest: true,
    hasAcceptedRestrictedContent: true,
    isBot: false,
  };

  it('shows for a guest who came with the source and accepted restricted content', () => {
    expect(shouldShowWelcomePopup(visitor)).toBe(true);
  });

  it.each<[string, Partial<WelcomePopupVisitor>]>([
    ['another source', { source: 'autumn' }],
    ['no source', { source: null }],
    ['no popup configured', { popupSource: null, source: null }],
    ['already seen', { seenSource: 'spring26' }],
    ['a signed-in user', { isGuest: false }],
    ['restricted content not accepted yet', { hasAcceptedRestrictedContent: false }],
    ['a bot', { isBot: true }],
  ])('does not show for %s', (_name, change) => {
    expect(shouldShowWelcomePopup({ ...visitor, ...change })).toBe(false);
  });

  it('shows again for a new campaign', () => {
    expect(shouldShowWelcomePopup({ ...visitor, seenSource: 'winter25' })).toBe(true);
  });
});
