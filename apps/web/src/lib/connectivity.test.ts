import { describe, expect, it } from 'vitest';
import { reportNoInternet, reportReachable, watchConnectivity } from './connectivity';
import { getToasts, showToast } from './toast';

const notices = () => getToasts().filter((toast) => toast.messageKey === 'errors.no_internet');

describe("'No internet connection' (spec 1 §8)", () => {
  it('shows when the browser goes offline, stays, and goes when it is back online', () => {
    watchConnectivity();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('offline'));
    expect(notices()).toHaveLength(1);
    expect(notices()[0]?.durationMs).toBeNull();
    window.dispatchEvent(new Event('online'));
    expect(notices()).toHaveLength(0);
  });

  it('comes back on the next failure after other toasts pushed it out', () => {
    window.dispatchEvent(new Event('offline'));
    showToast('errors.something_went_wrong');
    showToast('errors.something_went_wrong');
    expect(notices()).toHaveLength(0);
    window.dispatchEvent(new Event('offline'));
    expect(notices()).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
  });

  it('goes when the network answers again, even if a late failure came after the online event', () => {
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    // A request that failed while offline reports after the browser is back.
    reportNoInternet();
    expect(notices()).toHaveLength(1);
    reportReachable();
    expect(notices()).toHaveLength(0);
  });
});
