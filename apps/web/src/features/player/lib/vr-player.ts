import type { PlaybackProblem } from '@parallax/core/rules/session';
import { hasWebGl } from './content-scene';
import type { VrPlayer, VrPlayerOptions } from './vr-player-options';
import { VrRuntime } from './vr-runtime';

/*
 * The immersive player (three.js + WebXR). One session plays the scenes of a pack in order; the
 * user drives it from a small panel (play/pause, ±10 s, seek, next scene, exit) with controllers
 * or hands, with their in-VR settings applied: dominant hand (the pointer), snap or smooth turning,
 * hands drawn or not, automatic scene switching, quick menu (the panel hides itself and comes back
 * on a press of the other hand).
 */

/** Why the browser cannot start an immersive session, or null when it can. */
export async function immersiveProblem(): Promise<PlaybackProblem | null> {
  if (!hasWebGl()) return { kind: 'webgl-unavailable' };
  const xr = navigator.xr;
  if (!xr) return { kind: 'xr-unavailable' };
  try {
    return (await xr.isSessionSupported('immersive-vr')) ? null : { kind: 'immersive-unsupported' };
  } catch {
    return { kind: 'immersive-unsupported' };
  }
}

/** Starts an immersive session; call from a user gesture where the browser needs one. */
export async function startVrPlayer(options: VrPlayerOptions): Promise<VrPlayer> {
  const problem = await immersiveProblem();
  if (problem) throw new VrStartError(problem);
  let session: XRSession;
  try {
    session = await navigator.xr!.requestSession('immersive-vr', {
      optionalFeatures: ['local-floor', 'hand-tracking', 'layers'],
    });
  } catch (error) {
    throw new VrStartError({ kind: 'xr-session-failed' }, error);
  }
  const runtime = new VrRuntime(session, options);
  try {
    await runtime.attach();
  } catch (error) {
    throw new VrStartError({ kind: 'xr-session-failed' }, error);
  }
  return runtime.run();
}

export class VrStartError extends Error {
  constructor(
    readonly problem: PlaybackProblem,
    cause?: unknown,
  ) {
    super(`VR start failed: ${problem.kind}`, { cause });
    this.name = 'VrStartError';
  }
}
