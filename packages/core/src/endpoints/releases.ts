import { z } from 'zod';
import { ErrorBody } from '../contracts/common.js';
import {
  AndroidSourceParams,
  AndroidUpdateManifest,
  InstallerFileParams,
  ReleaseFile,
  WindowsInstallerQuery,
} from '../contracts/releases.js';
import { defineEndpoint } from './endpoint.js';
import { releaseCheckEndpoints } from './release-check.js';

const tags = ['releases'];
const Redirect = z.null().describe('Found: the Location header says where the file is');

/**
 * What the apps update to (spec 1 §7, spec 2 §7): the release check, the desktop app's update
 * file and installer, the Android package's manifest. Public files: no credentials, readable from
 * any origin, revalidated on every use. At the spec's paths, so each is served at one base.
 */
export const releasesEndpoints = {
  ...releaseCheckEndpoints,
  desktopUpdateFile: defineEndpoint({
    method: 'GET',
    base: '/api/v1',
    path: '/release/latest.yml',
    responses: { 200: ReleaseFile, 404: ErrorBody, 503: ErrorBody },
    tags,
    summary: 'The desktop app’s update file (electron-updater’s latest.yml)',
    description:
      '404 when no installer is configured; 503 when the configured file cannot be read.',
  }),
  windowsInstaller: defineEndpoint({
    method: 'GET',
    base: '/api/v1',
    path: '/release/windows/download',
    query: WindowsInstallerQuery,
    responses: { 200: ReleaseFile, 302: Redirect, 400: ErrorBody, 404: ErrorBody, 503: ErrorBody },
    tags,
    summary: 'The Windows installer, named with its version and the visitor’s attribution',
    description:
      'An attachment whose file name carries the version, source, client id and affiliate program (spec 1 §9); a redirect when the installer is hosted elsewhere; 404 when none is configured.',
  }),
  windowsInstallerFile: defineEndpoint({
    method: 'GET',
    base: '/api/v1',
    path: '/release/windows/:fileName',
    params: InstallerFileParams,
    responses: { 200: ReleaseFile, 302: Redirect, 404: ErrorBody, 503: ErrorBody },
    tags,
    summary: 'The Windows installer at the address latest.yml gives the desktop app’s updater',
  }),
  androidPackage: defineEndpoint({
    method: 'GET',
    base: '/api/v1',
    path: '/release/android/download',
    responses: { 200: ReleaseFile, 404: ErrorBody },
    tags,
    summary: 'The demo Android package (outside production, when no package address is set)',
  }),
  androidLatest: defineEndpoint({
    method: 'GET',
    base: '',
    path: '/android/latest.json',
    responses: { 200: AndroidUpdateManifest, 404: ErrorBody },
    tags,
    summary: 'The latest Android package (spec 2 §7 Android update)',
    description: '404 when no package is configured (in production; elsewhere a demo one).',
  }),
  androidLatestOfSource: defineEndpoint({
    method: 'GET',
    base: '',
    path: '/android/:source/latest.json',
    params: AndroidSourceParams,
    responses: { 200: AndroidUpdateManifest, 400: ErrorBody, 404: ErrorBody },
    tags,
    summary: 'The latest Android package for a marketing source (the default for any other)',
  }),
};
