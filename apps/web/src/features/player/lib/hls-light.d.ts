/*
 * hls.js's light build (no alternate audio groups, subtitles, DRM or CMCD: the ladder's rungs
 * carry their own audio) ships without its own declarations; its API is the full build's.
 */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
