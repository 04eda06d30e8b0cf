import type { playerEn } from '@parallax/core/i18n/areas/player';
import type { Language } from '@parallax/core/platform';
import { use } from 'react';
import { createTranslator, useTranslation, type TFunction } from '@/lib/i18n';

/*
 * The player's texts are a catalogue of their own (packages/core/src/i18n/areas/player*.ts),
 * loaded with the player's code, so the store page does not download them.
 */

type PlayerMessages = typeof playerEn;

const loads = new Map<Language, Promise<PlayerMessages>>();

function loadPlayerMessages(language: Language): Promise<PlayerMessages> {
  let load = loads.get(language);
  if (!load) {
    load =
      language === 'es'
        ? import('@parallax/core/i18n/areas/player.es').then((module) => module.playerEs)
        : import('@parallax/core/i18n/areas/player').then((module) => module.playerEn);
    // A failed load is not kept: the next render tries again.
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}

const translators = new WeakMap<PlayerMessages, TFunction>();

/**
 * `t` for `player.*` keys (suspends until the player's catalogue is loaded); other keys go to the
 * app's catalogue.
 */
export function usePlayerTranslation(): { t: TFunction; language: Language } {
  const { t: appT, i18n } = useTranslation();
  const language = i18n.language;
  const messages = use(loadPlayerMessages(language));
  let playerT = translators.get(messages);
  if (!playerT) {
    playerT = createTranslator(language, messages as never);
    translators.set(messages, playerT);
  }
  const own = playerT;
  const t: TFunction = (key, options) =>
    key.startsWith('player.') ? own(key, options) : appT(key, options);
  return { t, language };
}
