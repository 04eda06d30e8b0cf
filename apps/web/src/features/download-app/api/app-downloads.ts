import type { FeatureFlag } from '@parallax/core/contracts/flags';
import { readAppDownloads, type AppDownloads } from '@parallax/core/rules/app-downloads';
import { useQuery } from '@tanstack/react-query';
import { flagQueries } from '@/data/flags/flag-queries';

/** spec 2 §6: guests clicking a Meta-store download get a sign-up modal when this flag allows. */
export const META_STORE_SIGN_UP_FLAG = 'metaStoreSignUpModal';

const NONE: AppDownloads = readAppDownloads([]);

const isEnabled = (flags: readonly FeatureFlag[], name: string) =>
  flags.some((flag) => flag.name === name && flag.isEnabled);

/** The app download configuration (the `appDownloads` flag), read from the flag query. */
export function useAppDownloads(): AppDownloads {
  const { data } = useQuery({ ...flagQueries.list(), select: readAppDownloads });
  return data ?? NONE;
}

export function useIsMetaStoreSignUpEnabled(): boolean {
  const { data } = useQuery({
    ...flagQueries.list(),
    select: (flags) => isEnabled(flags, META_STORE_SIGN_UP_FLAG),
  });
  return data ?? false;
}
