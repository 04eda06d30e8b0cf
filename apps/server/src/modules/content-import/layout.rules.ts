import type { Layout, ProbedMedia, Projection, Stereo } from './media-tools.types.js';

/**
 * The file-name conventions VR players read (DeoVR, HereSphere, Skybox …): a token such as `_180`,
 * `_360`, `_LR`, `_TB`, `_3dh`, `_fisheye190`, `_mkx200`, case-insensitive, between `_ - .` or
 * spaces. Our projections are fewer than the lenses these names tell apart, so a lens maps to the
 * nearest we play.
 */
const PROJECTION_TOKENS = new Map<string, Projection>([
  ['180', 'equirect180'],
  ['180x180', 'equirect180'],
  ['vr180', 'equirect180'],
  ['360', 'equirect360'],
  ['360x180', 'equirect360'],
  ['vr360', 'equirect360'],
  ['flat', 'flat'],
  ['2d', 'flat'],
  // DeoVR's plain `_FISHEYE` is a 180° lens: 190° is the nearest fisheye we have.
  ['fisheye', 'fisheye190'],
  ['fisheye180', 'fisheye190'],
  ['fisheye190', 'fisheye190'],
  // Canon RF 5.2 mm dual fisheye: 190°.
  ['rf52', 'fisheye190'],
  ['fisheye200', 'fisheye200'],
  // MKX200 (200°), MKX220 and VRCA220 (220°): 200° is the widest fisheye we have.
  ['mkx200', 'fisheye200'],
  ['mkx220', 'fisheye200'],
  ['vrca220', 'fisheye200'],
  ['fisheye220', 'fisheye200'],
]);

/** `RL` and `BT` are the same layouts with the eyes swapped; we play them as LR and TB. */
const STEREO_TOKENS = new Map<string, Stereo>([
  ['lr', 'sbs'],
  ['rl', 'sbs'],
  ['sbs', 'sbs'],
  ['3dh', 'sbs'],
  ['tb', 'tb'],
  ['bt', 'tb'],
  ['ou', 'tb'],
  ['overunder', 'tb'],
  ['3dv', 'tb'],
  ['mono', 'mono'],
  ['2d', 'mono'],
]);

/** The layout a file's name tells, by the VR players' conventions; `{}` when it tells nothing. */
export function layoutFromName(fileName: string): Partial<Layout> {
  const base = fileName.split(/[\\/]/).at(-1) ?? fileName;
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const layout: Partial<Layout> = {};
  for (const token of stem.toLowerCase().split(/[_\-.\s]+/)) {
    const projection = PROJECTION_TOKENS.get(token);
    const stereo = STEREO_TOKENS.get(token);
    if (projection && !layout.projection) layout.projection = projection;
    if (stereo && !layout.stereo) layout.stereo = stereo;
  }
  return layout;
}

/**
 * The layout a part plays with, field by field: the manifest's override, then what the file's
 * metadata declares, then its name, then flat and mono. A 3D scene has no projection.
 */
export function layoutOf(
  fileName: string,
  probe: ProbedMedia,
  override: Partial<Layout> = {},
): Layout {
  if (probe.kind === 'scene3d') return { projection: 'flat', stereo: 'mono' };
  const named = layoutFromName(fileName);
  return {
    projection: override.projection ?? probe.declared.projection ?? named.projection ?? 'flat',
    stereo: override.stereo ?? probe.declared.stereo ?? named.stereo ?? 'mono',
  };
}

/** The parts of an ffprobe stream that declare a layout. */
export type LayoutStream = {
  width?: number;
  tags?: Record<string, string | undefined>;
  side_data_list?: Array<Record<string, unknown>>;
};

const MATROSKA_STEREO_MODES = new Map<string, Stereo>([
  ['mono', 'mono'],
  ['left_right', 'sbs'],
  ['right_left', 'sbs'],
  ['top_bottom', 'tb'],
  ['bottom_top', 'tb'],
]);

const STEREO_3D_TYPES = new Map<string, Stereo>([
  ['2D', 'mono'],
  ['side by side', 'sbs'],
  ['top and bottom', 'tb'],
]);

/**
 * The layout a video stream's metadata declares: the Spherical Video V2 box (`Spherical Mapping`
 * side data: equirectangular, or tiled equirectangular whose bounds crop it to a half sphere),
 * the stereo 3D side data and Matroska's StereoMode tag. A cube map declares nothing we play.
 */
export function declaredLayout(stream: LayoutStream): Partial<Layout> {
  const declared: Partial<Layout> = {};
  for (const data of stream.side_data_list ?? []) {
    if (data.side_data_type === 'Spherical Mapping') {
      const projection = sphericalProjection(data, stream.width ?? 0);
      if (projection) declared.projection = projection;
    }
    if (data.side_data_type === 'Stereo 3D' && typeof data.type === 'string') {
      const stereo = STEREO_3D_TYPES.get(data.type);
      if (stereo) declared.stereo = stereo;
    }
  }
  const mode = stream.tags?.stereo_mode ?? stream.tags?.STEREO_MODE;
  const stereo = mode === undefined ? undefined : MATROSKA_STEREO_MODES.get(mode.toLowerCase());
  if (stereo && !declared.stereo) declared.stereo = stereo;
  return declared;
}

function sphericalProjection(data: Record<string, unknown>, width: number): Projection | null {
  if (data.projection === 'equirectangular') return 'equirect360';
  if (data.projection !== 'tiled equirectangular') return null;
  const left = Number(data.bound_left ?? 0);
  const right = Number(data.bound_right ?? 0);
  if (width <= 0) return 'equirect360';
  // The bounds are the pixels cropped off the whole sphere's frame on each side (ffprobe's
  // av_spherical_tile_bounds); 180° video keeps half of that width.
  const kept = width / (width + left + right);
  return kept < 0.75 ? 'equirect180' : 'equirect360';
}
