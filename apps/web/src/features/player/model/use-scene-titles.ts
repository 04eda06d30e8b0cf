import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '@/data/session/session-context';
import { metadataQuery } from '../api/player-api';
import { usePlayerTranslation } from '../i18n';

/** The scene titles in the language shown now (it may change mid-session), by scene id. */
export function useSceneTitles(contentId: string | null | undefined): ReadonlyMap<string, string> {
  const { language } = usePlayerTranslation();
  const { user } = useSession();
  const metadata = useQuery({
    ...metadataQuery(contentId ?? '', user?.id ?? 'guest', language),
    enabled: Boolean(contentId),
  });
  return useMemo(
    () => new Map(metadata.data?.scenes.map((scene) => [scene.id, scene.title])),
    [metadata.data],
  );
}
