/**
 * Renders every picture and video the demo store ships (cover art, wide banners, the trailer, hover
 * previews and playable VR media) procedurally, so the repository carries no third-party imagery and
 * anyone with ffmpeg can rebuild the exact same files.
 *
 *   npx --yes tsx@4 apps/server/scripts/make-demo-media.ts           (or: npm run media -w apps/server)
 *
 * With no arguments apps/server/demo-media/ is rebuilt from scratch, including manifest.json. Stage
 * names as arguments (covers trailer previews panoramas video360 video180 flat fisheye190 fisheye200
 * photo video360tb scene3d portraits) re-render only those files, while iterating on a scene or adding a new
 * stage, and update their entries in manifest.json. Fails with one line if ffmpeg is missing.
 *
 * Pixels are computed in plain TypeScript (Node built-ins only, see demo-media/) and piped to
 * ffmpeg as raw rgb24 frames; ffmpeg only encodes. Every random choice comes from seeded hashes,
 * never Math.random, so a rerun reproduces the same pictures.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { requireFfmpeg } from './demo-media/encode.js';
import { printRows, printTable, updateManifest, writeManifest } from './demo-media/manifest.js';
import { OUT_DIR, Outputs } from './demo-media/outputs.js';
import { RENDER_STAGE, STAGES, isStage, type StageContext } from './demo-media/stages.js';
import { TaskPool } from './demo-media/task-pool.js';
import { CloudTexture } from './demo-media/vr/sky.js';

/** A partial run rewrites only its own files' manifest entries; the others stay as they were. */
async function main(): Promise<void> {
  requireFfmpeg();
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !isStage(name));
  if (unknown.length > 0)
    throw new Error(`unknown stage(s) ${unknown.join(', ')}; known: ${STAGES.join(', ')}`);
  const full = requested.length === 0;
  if (full) rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const started = performance.now();
  const ctx: StageContext = {
    outputs: new Outputs(OUT_DIR),
    pool: new TaskPool(2),
    clouds: new CloudTexture(777),
  };
  for (const stage of STAGES) {
    if (!full && !requested.includes(stage)) continue;
    const t0 = performance.now();
    await RENDER_STAGE[stage](ctx);
    console.log(`${stage.padEnd(10)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  await ctx.pool.drain();
  if (!full) {
    printRows(updateManifest(ctx.outputs));
    console.log(
      `\npartial run: ${ctx.outputs.all.length} files re-rendered, manifest.json updated`,
    );
    return;
  }
  const entries = writeManifest(ctx.outputs);
  printTable(entries, OUT_DIR, (performance.now() - started) / 1000);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
