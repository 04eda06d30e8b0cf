import type { ContentButtonState } from '../../rules/content-button.js';

/**
 * The library page, the content buttons and download statuses they show, the download toasts and
 * the control panel's Downloads section (spec 2 §2, §4, §5, §6, §8).
 */
export const libraryEn = {
  library: {
    title: 'Library',
    empty: 'Content packs you add will appear here.',
    loading: 'Loading your library…',
    loadError: 'Your library could not be loaded.',
    browse: 'Browse the store',
    offline:
      'You are offline: this is your library as it was last seen. Packs kept on this device still play.',
    otherCategory: 'Other packs',
    /** The main button of a content pack, by content button state (rules/content-button.ts). */
    buttons: {
      launch_in_vr: 'Launch in VR',
      ready_to_download: 'Download',
      ready_to_resume_download: 'Resume download',
      ready_to_update: 'Update',
      ready_to_decompress: 'Unpack',
      preparing_to_launch: 'Starting…',
      progress: 'Downloading…',
      ready_to_play: 'Play',
      playing: 'Stop session',
      playing_other: 'Play',
      loading: 'Loading…',
      adding_to_library: 'Adding…',
      ready_add_to_library: 'Add to library',
      added_to_library: 'Added',
    } satisfies Record<ContentButtonState, string>,
    actions: {
      play2d: 'Play in 2D',
      pause: 'Pause',
      cancel: 'Cancel',
      removeFromDevice: 'Remove from device',
      removeFromLibrary: 'Remove from library',
    },
    /** What the progress button is doing. */
    activity: {
      downloading: 'Downloading…',
      updating: 'Updating…',
      decompressing: 'Unpacking…',
    },
    /** spec 2 §2 download status labels. */
    status: { updateAvailable: 'Update available', paused: 'Paused' },
    /** spec 2 §2: received / total in MB or GB (rules/size.ts) and percent. */
    progress: '{{received}} / {{total}} ({{percent}}%)',
    progressLabel: 'Download progress of {{title}}',
    playingOther: 'Stop the session that is playing before you start another.',
    toasts: {
      addFailed: 'The pack could not be added to your library. Please try again.',
      downloadFailed: 'The download stopped. You can resume it where it left off.',
      updateFailed: 'The update failed. Please try again.',
      decompressionFailed: 'Unpacking the download failed. Please try again.',
      /** spec 2 §8, verbatim. */
      insufficientStorage:
        'Not enough space to download the scene. Please free up {{gb}} GB of storage and try again.',
      offlineLimit_one:
        'Only {{count}} pack can be kept offline on this device. Remove one from Downloads to make room.',
      offlineLimit_other:
        'Only {{count}} packs can be kept offline on this device. Remove one from Downloads to make room.',
      removed: 'Removed from this device',
      removeFailed: 'The pack could not be removed from your library. Please try again.',
      nothingToDownload: 'This pack has nothing this device can download.',
    },
    /** The control panel's Downloads section (spec 2 §2). */
    downloads: {
      title: 'Downloads',
      intro: 'Content packs kept on this device for offline play.',
      empty: 'No content packs are kept on this device.',
      sizeOnDevice: '{{size}} on this device',
      active_one: '{{count}} download in progress',
      active_other: '{{count}} downloads in progress',
      storage: '{{used}} used, {{free}} free',
      open: 'Open',
      remove: 'Remove',
      removeLabel: 'Remove {{title}} from this device',
      offlineLimit: 'Packs kept offline on this device',
      folder:
        "Packs are kept in this browser's storage. Choosing a downloads folder needs the Parallax desktop app.",
      offlineLimitHint: 'Once this many packs are on the device, remove one to download another.',
    },
  },
};
