import { useId, useRef } from 'react';
import { usePlayerTranslation } from '../i18n';
import '../player.css';
import { dispatchSession, setUserFileBlob, usePlayerSession } from '../model/session-store';

/**
 * Plays a file of the user's own (the session's source and userFile, spec 2 §3): a video, a photo
 * or a glTF scene from this device, in 2D or in VR. Nothing is uploaded.
 */
export function OpenFileButton() {
  const { t } = usePlayerTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const session = usePlayerSession();
  const open = (sessionType: 'VR' | '2D') => {
    const file = input.current?.files?.[0];
    if (!file) return;
    setUserFileBlob(file);
    dispatchSession({ type: 'setSource', source: 'user-file' });
    dispatchSession({
      type: 'openFile',
      sessionType,
      userFile: { name: file.name, sizeInBytes: file.size, mimeType: file.type },
    });
    input.current!.value = '';
  };
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
        accept="video/*,image/*,.glb,.gltf,model/gltf-binary"
        data-testid="open-file-input"
        disabled={session.status !== 'idle'}
        onChange={() => open('2D')}
      />
    </section>
  );
}
