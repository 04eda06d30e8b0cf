/**
 * The sample folder's media, each made by one ffmpeg run from lavfi patterns (nothing is
 * downloaded). The settings are fixed (bitexact flags, a set thread count, seeded gradients) so two
 * runs on one machine write the same bytes, which lets a rerun leave unchanged files alone.
 */

/** One file of the sample folder and the ffmpeg arguments that write it to `{out}`. */
export type SampleSource = { file: string; ffmpegArgs: (out: string) => string[] };

const SECONDS = '4';
/** Long enough for several 4 s segments past the player's buffer: a player switching rungs shows. */
const CANYON_SECONDS = '48';
const BITEXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1'];
const H264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-threads', '2'];

/**
 * Two eyes cut from one background with a small horizontal shift, and a test card laid over each
 * with a larger shift, so the card floats in front of the background when viewed in stereo.
 */
function stereoPair(eye: { width: number; height: number }, card: { x: number; y: number }) {
  const { width, height } = eye;
  return [
    '[0:v]split[bgl][bgr]',
    '[1:v]split[cardl][cardr]',
    `[bgl]crop=${width}:${height}:0:0[backl]`,
    `[bgr]crop=${width}:${height}:4:0[backr]`,
    `[backl][cardl]overlay=${card.x}:${card.y}[left]`,
    `[backr][cardr]overlay=${card.x - 12}:${card.y}[right]`,
  ].join(';');
}

/** 180° side by side, left eye first: two 640x640 eyes, H.264 + AAC, 48 s, ~3.5 MB. */
const canyonFlight: SampleSource = {
  file: 'canyon-flight_180_LR.mp4',
  ffmpegArgs: (out) => [
    ...['-f', 'lavfi', '-i'],
    'gradients=size=648x640:rate=30:c0=0x2a4d8f:c1=0xd9822b:c2=0x8c3b1f:nb_colors=3:speed=0.02:seed=7',
    ...['-f', 'lavfi', '-i', 'testsrc2=size=256x192:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=48000'],
    '-filter_complex',
    `${stereoPair({ width: 640, height: 640 }, { x: 200, y: 224 })};[left][right]hstack,format=yuv420p[v]`,
    ...['-map', '[v]', '-map', '2:a', '-t', CANYON_SECONDS, ...H264],
    ...['-c:a', 'aac', '-b:a', '96k', '-flags:a', '+bitexact', ...BITEXACT],
    ...['-movflags', '+faststart', '-f', 'mp4', out],
  ],
};

/**
 * 360° top-bottom, left eye on top: two 640x320 eyes. Matroska's StereoMode element declares the
 * layout in the file itself (ffprobe reads it back as the stream's "Stereo 3D" side data); this
 * ffmpeg cannot write MP4's spherical boxes, so the 360° projection comes from the name alone.
 */
const auroraTopBottom: SampleSource = {
  file: 'aurora_360_TB.mkv',
  ffmpegArgs: (out) => [
    ...['-f', 'lavfi', '-i'],
    'gradients=size=648x320:rate=30:c0=0x0b1a3a:c1=0x2fd17a:c2=0x7a3fd1:nb_colors=3:speed=0.03:seed=11',
    ...['-f', 'lavfi', '-i', 'testsrc2=size=160x96:rate=30'],
    '-filter_complex',
    `${stereoPair({ width: 640, height: 320 }, { x: 240, y: 112 })};[left][right]vstack,format=yuv420p[v]`,
    ...['-map', '[v]', '-t', SECONDS, ...H264, ...BITEXACT],
    ...['-metadata:s:v:0', 'stereo_mode=top_bottom', '-f', 'matroska', out],
  ],
};

/** A 2048x1024 equirectangular photo: sky, a waterline, two buildings and a faint 128 px grid. */
const harbourPhoto: SampleSource = {
  file: 'harbour_360.jpg',
  ffmpegArgs: (out) => [
    ...['-f', 'lavfi', '-i'],
    'gradients=size=2048x1024:c0=0x9fd3f0:c1=0xf0c27a:c2=0x3a6ea5:nb_colors=3:seed=3:x0=0:y0=0:x1=0:y1=1024',
    '-filter_complex',
    [
      'drawbox=x=0:y=560:w=2048:h=464:color=0x1d4e6b@0.85:t=fill',
      'drawbox=x=300:y=470:w=520:h=90:color=0x5b4636:t=fill',
      'drawbox=x=1300:y=430:w=240:h=130:color=0xe8e2d4:t=fill',
      'drawgrid=w=128:h=128:t=1:c=white@0.25',
      'format=yuvj420p',
    ].join(','),
    ...['-frames:v', '1', '-q:v', '3', ...BITEXACT, '-f', 'image2', out],
  ],
};

export const SAMPLE_SOURCES: readonly SampleSource[] = [
  canyonFlight,
  auroraTopBottom,
  harbourPhoto,
];
