import { act, Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '@/lib/toast';
import { apiError, byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { FeedbackDialog } from './feedback-dialog';

const SUBMIT = 'POST /api/v1/feedback';
const PACK = '4f6f2d2a-8a43-5c1b-9d3e-1a2b3c4d5e6f';

setUpComponentTests();
let onDone: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  onDone = vi.fn<() => void>();
});

async function renderForm() {
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <Suspense fallback={<p>loading</p>}>
            <FeedbackDialog contentId={PACK} contentName="Alpine Dawn" onDone={onDone} />
          </Suspense>
        ),
      },
    ],
    { session: aSession() },
  );
  // The player's texts load on demand: a cold import can take a while on a loaded machine.
  const deadline = Date.now() + 5000;
  while (!document.querySelector('[data-testid="feedback-dialog"] h2') && Date.now() < deadline) {
    await settle();
  }
}

const heading = () => byTestId('feedback-dialog')?.querySelector('h2')?.textContent;
const click = (element: Element | null | undefined) => act(() => (element as HTMLElement).click());
const radio = (grade: number) =>
  document.querySelector<HTMLInputElement>(`input[name="grade"][value="${grade}"]`);
const checkbox = (label: string) =>
  [...document.querySelectorAll('label')]
    .find((item) => item.textContent?.includes(label))
    ?.querySelector('input');
const send = () =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === 'Send');

describe('feedback form (spec 2 §3, §4, §8)', () => {
  it('shows reasons only after a rating, and a positive title above 2', async () => {
    stubFetch({});
    await renderForm();
    expect(heading()).toBe('How was Alpine Dawn?');
    expect(document.body.textContent).not.toContain('What stood out?');
    expect(document.body.textContent).not.toContain('What went wrong?');
    click(radio(2));
    expect(heading()).toBe('How was Alpine Dawn?');
    expect(document.body.textContent).toContain('What went wrong?');
    click(radio(3));
    expect(heading()).toBe('Glad you enjoyed Alpine Dawn!');
    expect(document.body.textContent).toContain('What stood out?');
  });

  it('asks a low rating for a reason or some text before sending (the reason variant)', async () => {
    const fetch = stubFetch({
      [SUBMIT]: () => json({ id: PACK, createdAt: '2026-11-22T10:00:00.000Z' }, 201),
    });
    await renderForm();
    click(radio(2));
    click(send());
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Select a reason, or tell us what went wrong',
    );
    expect(fetch.calls).toHaveLength(0);
    click(checkbox('Casting or genre'));
    expect(document.querySelector('[role="alert"]')).toBeNull();
    click(send());
    await settle();
    expect(fetch.callsTo(SUBMIT)[0]?.body).toMatchObject({ grade: 2, options: ['castingOrGenre'] });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('takes a positive rating alone', async () => {
    const fetch = stubFetch({
      [SUBMIT]: () => json({ id: PACK, createdAt: '2026-11-22T10:00:00.000Z' }, 201),
    });
    await renderForm();
    click(radio(3));
    click(send());
    await settle();
    expect(fetch.callsTo(SUBMIT)[0]?.body).toMatchObject({ grade: 3, options: [] });
  });

  it('asks for a rating before sending', async () => {
    const fetch = stubFetch({});
    await renderForm();
    click(send());
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Choose a rating');
    expect(fetch.calls).toHaveLength(0);
  });

  it('sends the rating, reasons and text, then thanks the user', async () => {
    const fetch = stubFetch({
      [SUBMIT]: () => json({ id: PACK, createdAt: '2026-11-22T10:00:00.000Z' }, 201),
    });
    await renderForm();
    click(radio(1));
    click(checkbox('App performance'));
    click(checkbox('In-VR navigation'));
    click(send());
    await settle();
    expect(fetch.callsTo(SUBMIT)[0]?.body).toEqual({
      feedbackFormType: 'ContentFeedback',
      grade: 1,
      contentPackId: PACK,
      options: ['appPerformance', 'inVrNavigation'],
    });
    expect(onDone).toHaveBeenCalledOnce();
    expect(getToasts().at(-1)).toMatchObject({
      messageKey: 'playerToasts.feedbackSent',
      tone: 'success',
    });
  });

  it('keeps the form and shows an error toast when sending fails', async () => {
    stubFetch({ [SUBMIT]: () => apiError(500, 'InternalError') });
    await renderForm();
    click(radio(3));
    click(send());
    await settle();
    expect(onDone).not.toHaveBeenCalled();
    expect(getToasts().at(-1)).toMatchObject({
      messageKey: 'errors.something_went_wrong',
      tone: 'error',
    });
    expect(byTestId('feedback-dialog')).toBeTruthy();
  });
});
