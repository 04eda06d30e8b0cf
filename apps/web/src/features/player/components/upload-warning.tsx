import type { ContentPartFormat } from '@parallax/core/contracts/content';
import type { SessionState } from '@parallax/core/rules/session';
import { cropFilename } from '@parallax/core/rules/filename-crop';
import { formatSize } from '@parallax/core/rules/size';
import { useId, useMemo, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { usePlayerTranslation } from '../i18n';
import { guessFormat } from '../lib/projection';
import { dispatchSession, setUserFileFormat } from '../model/session-store';

/*
 * The warning before the user's own file plays: it stays on the device; the user confirms its
 * projection and stereo layout (guessed from its name and type).
 */

const PROJECTIONS = ['flat', 'equirect180', 'equirect360', 'fisheye190', 'fisheye200'] as const;
const STEREO = ['mono', 'sbs', 'tb'] as const;

/** The file as the warning names it: its name cropped to 20 characters (spec 2 §9), its size. */
const fileFacts = (file: { name: string; sizeInBytes: number }) => ({
  name: cropFilename(file.name),
  size: formatSize(file.sizeInBytes),
});

export function UploadWarning({ state }: { state: SessionState }) {
  const { t } = usePlayerTranslation();
  const titleId = useId();
  const file = state.userFile!;
  const guessed = useMemo(() => guessFormat(file.name, file.mimeType), [file]);
  const [format, setFormat] = useState<ContentPartFormat>(guessed);
  const cancel = () => dispatchSession({ type: 'clear' });
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={cancel}
      testId="upload-warning"
      initialFocus="select"
    >
      <form
        className="dialog-body"
        onSubmit={(event) => {
          event.preventDefault();
          setUserFileFormat(format);
          dispatchSession({ type: 'confirmUpload' });
        }}
      >
        <h2 id={titleId} className="dialog-title">
          {t('player.uploadWarning.title')}
        </h2>
        <p>{t('player.uploadWarning.text', fileFacts(file))}</p>
        {format.kind !== 'scene3d' && (
          <div className="player-format">
            <label>
              {t('player.uploadWarning.projection')}
              <select
                value={format.projection}
                onChange={(event) =>
                  setFormat({
                    ...format,
                    projection: event.target.value as ContentPartFormat['projection'],
                  })
                }
              >
                {PROJECTIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`player.projections.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('player.uploadWarning.stereo')}
              <select
                value={format.stereo}
                onChange={(event) =>
                  setFormat({
                    ...format,
                    stereo: event.target.value as ContentPartFormat['stereo'],
                  })
                }
              >
                {STEREO.map((value) => (
                  <option key={value} value={value}>
                    {t(`player.stereoLayouts.${value}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        <div className="dialog-actions">
          <button type="submit" className="button">
            {t('player.uploadWarning.continue')}
          </button>
          <button type="button" className="button button-secondary" onClick={cancel}>
            {t('player.uploadWarning.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
