import { cropFilename } from '@parallax/core/rules/filename-crop';
import { limitOwnFiles } from '@parallax/core/rules/own-files';
import { formatSize } from '@parallax/core/rules/size';
import { useId, useRef, useState } from 'react';
import { usePlayerTranslation } from '../i18n';
import { dispatchSession, setUserFileBlob, usePlayerSession } from '../model/session-store';
import '../player.css';

/**
 * Plays a file of the user's own (the session's source and userFile, spec 2 §3): a video, a photo
 * or a glTF scene from this device, in 2D or in VR. Nothing is uploaded. Several files may be
 * chosen at once, up to the limit of spec 2 §5 (over it: an error and the list truncated); each
 * name is cropped to 20 characters (spec 2 §9), the whole name in its tooltip.
 */
export function OpenFileButton() {
  const { t } = usePlayerTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const session = usePlayerSession();
  const [chosen, setChosen] = useState<{ files: File[]; isOverLimit: boolean }>({
    files: [],
    isOverLimit: false,
  });
  const open = (file: File, sessionType: 'VR' | '2D') => {
    setUserFileBlob(file);
    dispatchSession({ type: 'setSource', source: 'user-file' });
    dispatchSession({
      type: 'openFile',
      sessionType,
      userFile: { name: file.name, sizeInBytes: file.size, mimeType: file.type },
    });
    setChosen({ files: [], isOverLimit: false });
    if (input.current) input.current.value = '';
  };
  const isBusy = session.status !== 'idle';
  return (
    <section className="open-file" aria-labelledby={`${inputId}-title`} data-testid="own-files">
      <h2 id={`${inputId}-title`} className="open-file__title">
        {t('player.openFile')}
      </h2>
      <p className="open-file__hint">{t('player.openFileHint')}</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        aria-labelledby={`${inputId}-title`}
        accept="video/*,image/*,.glb,.gltf,model/gltf-binary"
        data-testid="open-file-input"
        disabled={isBusy}
        onChange={(event) => setChosen(limitOwnFiles([...(event.target.files ?? [])]))}
      />
      {chosen.isOverLimit && (
        <p className="open-file__error" role="alert" data-testid="own-files-limit">
          {t('player.ownFilesLimit', { count: chosen.files.length })}
        </p>
      )}
      {chosen.files.length > 0 && (
        <ul className="open-file__list" aria-label={t('player.ownFilesList')}>
          {chosen.files.map((file, index) => (
            <OwnFile
              key={`${index}-${file.name}`}
              file={file}
              isBusy={isBusy}
              onPlay={(sessionType) => open(file, sessionType)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function OwnFile({
  file,
  isBusy,
  onPlay,
}: {
  file: File;
  isBusy: boolean;
  onPlay: (sessionType: 'VR' | '2D') => void;
}) {
  const { t } = usePlayerTranslation();
  const name = cropFilename(file.name);
  return (
    <li className="open-file__item" data-testid="own-file">
      <span
        className="open-file__name"
        data-testid="own-file-name"
        title={name === file.name ? undefined : file.name}
      >
        {name}
      </span>
      <span className="open-file__size">{formatSize(file.size)}</span>
      <span className="play-buttons open-file__actions">
        <button type="button" className="button" disabled={isBusy} onClick={() => onPlay('2D')}>
          {t('player.play2d')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={isBusy}
          onClick={() => onPlay('VR')}
        >
          {t('player.playVr')}
        </button>
      </span>
    </li>
  );
}
