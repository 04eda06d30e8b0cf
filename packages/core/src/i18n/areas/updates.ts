/**
 * App updates (spec 1 §2, spec 2 §2, §4, §8): the prompt to load a newer web app, and the Android
 * package's in-app update toast with its download progress, install button and update error.
 */
export const updatesEn = {
  updates: {
    prompt: {
      label: 'App update',
      title: 'A new version of Parallax is ready',
      text: 'Update to load it: the page reloads in a moment.',
      downloadActive: 'A download is in progress: the update will be applied when it finishes.',
      waiting: 'The update will be applied as soon as your download finishes.',
      update: 'Update',
      later: 'Later',
      updating: 'Updating…',
    },
    android: {
      label: 'App update',
      availableTitle: 'An update is available',
      availableText: 'Version {{version}} of the Parallax app is ready to download.',
      download: 'Download',
      downloadingTitle: 'Downloading the update…',
      progress: '{{percent}} %',
      progressLabel: 'Update download progress',
      downloadedTitle: 'The update is downloaded',
      downloadedText: 'Install version {{version}} to finish.',
      install: 'Install',
      errorTitle: 'Update error',
      errorText: 'The update could not be downloaded or installed.',
      retry: 'Retry',
      close: 'Close',
    },
  },
} as const;
