import type { DeskPackView } from '@parallax/core/contracts/desk-catalog';
import { useId, useState } from 'react';
import { useLocalTexts } from '@/lib/local-texts';
import { usePublishAction, type PublishAction } from '../api/catalog-desk-api';
import { CATALOG_TEXTS } from '../model/texts';

type Message = { text: string; isError: boolean };

/** A `datetime-local` value (the desk's own time zone) as an instant, or null. */
function instantOf(local: string): Date | null {
  if (local === '') return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The action asked for, its confirmation, and what came of it. */
function usePublishing(packId: string) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const action = usePublishAction(packId);
  const [message, setMessage] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState<{ action: PublishAction; text: string } | null>(
    null,
  );
  const run = (chosen: PublishAction) => {
    setConfirming(null);
    setMessage(null);
    action.mutate(chosen, {
      onSuccess: (result) =>
        setMessage({
          text:
            result.notified > 0
              ? texts.publishing.notified(result.notified)
              : texts.publishing.done,
          isError: false,
        }),
      onError: () => setMessage({ text: texts.publishing.failed, isError: true }),
    });
  };
  const ask = (chosen: PublishAction, text: string) => {
    setMessage(null);
    setConfirming({ action: chosen, text });
  };
  return {
    run,
    ask,
    confirming,
    cancel: () => setConfirming(null),
    message,
    setMessage,
    isPending: action.isPending,
  };
}

/** The time to publish at (the desk's local time) and its button. */
function ScheduleField({
  disabled,
  onSchedule,
  onBadTime,
}: {
  disabled: boolean;
  onSchedule: (at: string) => void;
  onBadTime: () => void;
}) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const id = useId();
  const [at, setAt] = useState('');
  const handleSchedule = () => {
    const instant = instantOf(at);
    if (!instant || instant.getTime() <= Date.now()) {
      onBadTime();
      document.getElementById(`${id}-at`)?.focus();
      return;
    }
    onSchedule(instant.toISOString());
  };
  return (
    <div className="desk-toolbar">
      <div className="desk-field">
        <label htmlFor={`${id}-at`}>{texts.publishing.scheduleAt}</label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          value={at}
          data-testid="desk-pack-schedule-at"
          onChange={(event) => setAt(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="desk-button"
        disabled={disabled}
        data-testid="desk-pack-schedule"
        onClick={handleSchedule}
      >
        {texts.publishing.schedule}
      </button>
    </div>
  );
}

/** Asks before an action that changes the store. */
function Confirmation({
  text,
  onConfirm,
  onCancel,
}: {
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const id = useId();
  return (
    <div className="desk-notice" role="alertdialog" aria-labelledby={id}>
      <p id={id}>{text}</p>
      <div className="desk-actions">
        <button
          type="button"
          className="desk-button desk-button-primary"
          autoFocus
          data-testid="desk-pack-confirm"
          onClick={onConfirm}
        >
          {texts.publishing.confirm}
        </button>
        <button type="button" className="desk-button" onClick={onCancel}>
          {texts.publishing.keep}
        </button>
      </div>
    </div>
  );
}

/**
 * Publishing: now (confirmed first), at a time, the schedule cancelled, or out of the store again
 * (confirmed first: whoever bought the pack keeps it).
 */
export function PackPublishing({ pack }: { pack: DeskPackView }) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const id = useId();
  const publishing = usePublishing(pack.id);
  const { message, confirming, isPending } = publishing;
  const isOut = pack.state === 'published';
  const isInStore = isOut || pack.state === 'coming_soon';
  return (
    <section className="desk-form" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{texts.publishing.heading}</h3>
      {pack.publishAt && (
        <p data-testid="desk-pack-scheduled">
          {texts.publishing.scheduledFor(new Date(pack.publishAt).toLocaleString())}
        </p>
      )}
      <div className="desk-actions">
        {!isOut && (
          <button
            type="button"
            className="desk-button desk-button-primary"
            disabled={isPending}
            data-testid="desk-pack-publish"
            onClick={() => publishing.ask({ kind: 'now' }, texts.publishing.confirmPublish)}
          >
            {texts.publishing.publishNow}
          </button>
        )}
        {pack.publishAt && (
          <button
            type="button"
            className="desk-button"
            disabled={isPending}
            data-testid="desk-pack-cancel-schedule"
            onClick={() => publishing.run({ kind: 'cancel' })}
          >
            {texts.publishing.cancelSchedule}
          </button>
        )}
        {isInStore && (
          <button
            type="button"
            className="desk-button"
            disabled={isPending}
            data-testid="desk-pack-unpublish"
            onClick={() => publishing.ask({ kind: 'unpublish' }, texts.publishing.confirmUnpublish)}
          >
            {texts.publishing.unpublish}
          </button>
        )}
      </div>
      {confirming && (
        <Confirmation
          text={confirming.text}
          onConfirm={() => publishing.run(confirming.action)}
          onCancel={publishing.cancel}
        />
      )}
      {!isOut && (
        <ScheduleField
          disabled={isPending}
          onSchedule={(at) => publishing.run({ kind: 'schedule', at })}
          onBadTime={() =>
            publishing.setMessage({ text: texts.publishing.pickTime, isError: true })
          }
        />
      )}
      {message && (
        <p
          className={message.isError ? 'desk-error' : 'desk-notice'}
          role={message.isError ? 'alert' : 'status'}
          data-testid="desk-pack-publishing-message"
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
