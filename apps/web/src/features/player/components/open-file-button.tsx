import { useId, useRef, useState } from 'react';
import { usePlayerTranslation } from '../i18n';
import { dispatchSession, setUserFileBlob, usePlayerSession } from '../model/session-store';
import '../player.css';

/**
 * Plays a file of the user's own (the session's source and userFile, spec 2 §3): a video, a photo
 * or a glTF scene from this device, in 2D or in VR. Nothing is uploaded.
 */
export function OpenFileButton() {
  const { t } = usePlayerTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const session = usePlayerSession();
  const [file, setFile] = useState<File | null>(null);
  const open = (sessionType: 'VR' | '2D') => {
    if (!file) return;
    setUserFileBlob(file);
    dispatchSession({ type: 'setSource', source: 'user-file' });
    dispatchSession({
      type: 'openFile',
      sessionType,
      userFile: { name: file.name, sizeInBytes: file.size, mimeType: file.type },
    });
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const isBusy = session.status !== 'idle';
  return (
    <section className="open-file" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="open-file__title">
        {t('player.openFile')}
      </h2>
      <p className="open-file__hint">{t('player.openFileHint')}</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        aria-labelledby={`${inputId}-title`}
        accept="video/*,image/*,.glb,.gltf,model/gltf-binary"
        data-testid="open-file-input"
        disabled={isBusy}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      {file && (
        <div className="play-buttons open-file__actions">
          <button type="button" className="button" disabled={isBusy} onClick={() => open('2D')}>
            {t('player.play2d')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={isBusy}
            onClick={() => open('VR')}
          >
            {t('player.playVr')}
          </button>
        </div>
      )}
    </section>
  );
}
