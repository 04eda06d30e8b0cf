/** Where the rendered files go, and the list of them that manifest.json describes. */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** apps/server/demo-media, found from this file so the working directory does not matter. */
export const OUT_DIR = join(import.meta.dirname, '..', '..', 'demo-media');

export type Projection = 'flat' | 'equirect180' | 'equirect360' | 'fisheye190' | 'fisheye200';
export type Stereo = 'mono' | 'sbs' | 'tb';

export interface Output {
  /** relative to the output folder, as listed in the manifest */
  path: string;
  projection: Projection;
  stereo: Stereo;
}

/** The files a run writes, in the order they are registered (which is the manifest's order). */
export class Outputs {
  private readonly list: Output[] = [];

  constructor(readonly dir: string) {}

  /** Registers an output for the manifest and returns its absolute path (creating the folder). */
  register(path: string, projection: Projection = 'flat', stereo: Stereo = 'mono'): string {
    this.list.push({ path, projection, stereo });
    const abs = join(this.dir, path);
    mkdirSync(dirname(abs), { recursive: true });
    return abs;
  }

  get all(): readonly Output[] {
    return this.list;
  }
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
