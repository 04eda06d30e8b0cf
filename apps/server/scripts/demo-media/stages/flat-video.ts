/** Stage "flat": the playable 2D video, a tracking shot along the home straight. */
import { Canvas } from '../canvas.js';
import { h264, writeVideo } from '../encode.js';
import { toRgb24 } from '../rgb24.js';
import { drawRunners, runningTrack } from '../scenes/sport-stadium.js';
import type { StageContext } from '../stages.js';

/** The stadium is rendered once as a strip and panned; only the runners are drawn per frame. */
export async function writeFlatVideo({ outputs }: StageContext): Promise<void> {
  const width = 1280;
  const height = 720;
  const fps = 30;
  const frames = fps * 5;
  const speed = 6;
  const startX = -0.45;
  const stripWidth = width + speed * frames;
  const strip = new Canvas(stripWidth, height, startX + (speed * frames) / 2 / height);
  runningTrack(strip, 0, false);
  const file = outputs.register('media/video-flat.mp4');
  const codec = h264({ crf: 23, maxrate: 1400 }, fps);
  await writeVideo({ file, width, height, fps, frames, codec }, (n) => {
    const frame = strip.crop(n * speed, width);
    drawRunners(frame, 0.3 + n / fps);
    return toRgb24(frame.data, width, height, 0);
  });
}
