import type { AffiliateProgram } from '../contracts/auth.js';

/** spec 1 §9, spec 2 §9: the desktop installer's version unless configured otherwise. */
export const DESKTOP_INSTALLER_VERSION = '1.5.1';

/** Characters a value may keep in the file name: safe on Windows, in URLs and in headers. */
const UNSAFE = /[^A-Za-z0-9.-]+/g;
const MAX_PART_LENGTH = 48;

/**
 * A value as a file name part: anything outside letters, digits, dot and dash becomes one dash
 * (so a value never holds the `_` that separates parts), a run of dots and dashes one dash (no
 * `..`), no dot or dash at either end (no hidden-file dot), at most 48 characters. Empty when
 * nothing is left.
 */
function namePart(value: string | undefined): string {
  return (value ?? '')
    .replace(UNSAFE, '-')
    .replace(/[.-]{2,}/g, '-')
    .slice(0, MAX_PART_LENGTH)
    .replace(/^[.-]+|[.-]+$/g, '');
}

export type InstallerAttribution = {
  source?: string | undefined;
  clientId?: string | undefined;
  affiliateProgram?: AffiliateProgram | undefined;
};

/**
 * spec 1 §9, spec 2 §9: the Windows installer's file name carries its version and the visitor's
 * marketing attribution (source, client id, affiliate program), which the installed app reads
 * back from its own name: `Parallax-Setup-1.5.1_src-meta_cid-abc123_ap-media-buying.exe`. Parts
 * are separated by `_` and start with their key (`src-`, `cid-`, `ap-`); a part without a value
 * is left out. Every part is sanitized, so the name is safe in a Content-Disposition header and
 * on any file system (under 200 characters).
 */
export function installerFileName(input: { version: string } & InstallerAttribution): string {
  const version = input.version.replace(/[^0-9.]+/g, '').replace(/^\.+|\.+$/g, '') || '0';
  const parts = [
    `Parallax-Setup-${version}`,
    ...(
      [
        ['src', namePart(input.source)],
        ['cid', namePart(input.clientId)],
        ['ap', namePart(input.affiliateProgram?.toLowerCase())],
      ] as const
    )
      .filter(([, value]) => value !== '')
      .map(([key, value]) => `${key}-${value}`),
  ];
  return `${parts.join('_')}.exe`;
}

export type DesktopUpdateFile = {
  version: string;
  /** The installer's address, relative to the update file's directory or absolute. */
  url: string;
  /** The installer's file name. */
  path: string;
  /** Base64 SHA-512 of the installer, as electron-updater checks it. */
  sha512: string;
  size: number;
  releaseDate: string;
};

/** A YAML single-quoted scalar: every character literal, a quote doubled. */
const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The desktop app's update file (`latest.yml`) in the shape electron-updater reads: the version,
 * the installer with its SHA-512 and size under `files`, and the same at the top level (`path`,
 * `sha512`) for older updaters.
 */
export function desktopUpdateYaml(file: DesktopUpdateFile): string {
  return [
    `version: ${quoted(file.version)}`,
    'files:',
    `  - url: ${quoted(file.url)}`,
    `    sha512: ${quoted(file.sha512)}`,
    `    size: ${file.size}`,
    `path: ${quoted(file.path)}`,
    `sha512: ${quoted(file.sha512)}`,
    `releaseDate: ${quoted(file.releaseDate)}`,
    '',
  ].join('\n');
}
