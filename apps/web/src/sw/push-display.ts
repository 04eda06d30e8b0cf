import {
  clickTarget,
  GENERIC_PUSH_TITLE,
  PUSH_RECEIVED_MESSAGE,
  type PushDisplay,
} from './push-rules';
import { ORIGIN, worker } from './worker-scope';

/**
 * spec 2 §3-§4 web push: a push carries a notification (core PushPayload); it is shown with its
 * image and icon, tagged with its id (the same notification pushed twice shows once) and keeps
 * its link for the click. Every push shows a notification (browsers require it of a subscription
 * made to show them all): one the worker cannot read shows the generic one, and one the browser
 * refuses to show as it is (its image) shows without its pictures.
 */
export async function showPush(display: PushDisplay): Promise<void> {
  const plain = {
    body: display.body,
    ...(display.tag ? { tag: display.tag } : {}),
    data: display.data,
  };
  try {
    await worker.registration.showNotification(display.title, {
      ...plain,
      icon: display.icon,
      // Not in TypeScript's DOM library yet; Chromium shows it large under the text.
      ...(display.image ? { image: display.image } : {}),
    });
  } catch (error) {
    console.warn('The push could not be shown with its pictures; showing it without', error);
    await worker.registration.showNotification(display.title || GENERIC_PUSH_TITLE, plain);
  }
}

/** The site's open windows are told of a push, so they read their notifications again. */
export async function tellWindowsOfPush(): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if (new URL(client.url).origin === ORIGIN) client.postMessage(PUSH_RECEIVED_MESSAGE);
  }
}

/**
 * A click on a pushed notification opens its link — a link of the site in an open window of the
 * site (focused, then taken there), else in a new window, as does a link elsewhere.
 */
export async function openNotificationLink(link: string | null): Promise<void> {
  const target = clickTarget(link, ORIGIN);
  if (target.isSameOrigin) {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((client) => new URL(client.url).origin === ORIGIN);
    if (open) {
      // Focusing needs the click's user activation; without it the window is still taken there.
      const focused = await open.focus().catch(() => open);
      const navigated = await focused.navigate(target.url).catch(() => null);
      if (navigated) return;
    }
  }
  await worker.clients.openWindow(target.url);
}
