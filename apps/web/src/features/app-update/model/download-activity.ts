/**
 * Whether a download of the library is under way, as the update prompt needs to know it (the
 * library is another feature: app/ supplies this). `watch` calls back with the answer now and at
 * each change — null while not known yet — and returns the way to stop watching.
 */
export type DownloadActivity = {
  watch: (onChange: (isActive: boolean | null) => void) => () => void;
};
