/** Injected by vite.config.ts from package.json. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Where the age gate's Under 18 sends a visitor (features/gate); a general-audience site. */
  readonly VITE_UNDER_AGE_EXIT_URL?: string;
}
