/** Sport theme outdoors: a ski slope and a sailing regatta. */
import { project, type Canvas, type Perspective } from '../canvas.js';
import { hex, mixInto, scaled, toward, type Color } from '../color.js';
import { clamp01, smoothstep } from '../math.js';
import { fbm1, noise2 } from '../noise.js';
import { hash } from '../random.js';
import { drawForest, drawPine } from '../scenery/forest.js';
import { drawRange } from '../scenery/ranges.js';
import { drawClouds, drawSun, skyRows } from '../scenery/sky.js';
import { drawSea } from '../scenery/water.js';
import { boxAround, capsule, disc, fillShape, rect, triangle } from '../shapes.js';

export function skiSlope(c: Canvas, t: number): void {
  const haze = hex('#d8e6f4');
  skyRows(c, [
    [0, hex('#1b4fa8')],
    [0.3, hex('#3f7fcf')],
    [0.55, hex('#a8cdef')],
  ]);
  drawSun(c, {
    x: 0.24,
    y: 0.14,
    r: 0.022,
    core: hex('#ffffff'),
    glow: hex('#fff6e0'),
    spread: 0.3,
    intensity: 0.65,
  });
  drawRange(c, {
    seed: 191,
    base: 0.56,
    amp: 0.26,
    freq: 2,
    rock: hex('#7d8aa0'),
    haze,
    fog: 0.3,
    sun: -0.8,
    sharp: 0.8,
    snow: 0.85,
  });
  drawRange(c, {
    seed: 192,
    base: 0.66,
    amp: 0.14,
    freq: 3,
    rock: hex('#66758c'),
    haze,
    fog: 0.15,
    sun: -0.8,
    sharp: 0.6,
    snow: 0.7,
  });
  drawForest(c, {
    seed: 193,
    base: (x) => 0.66 + 0.02 * fbm1(x * 3, 194, 2),
    height: 0.04,
    spacing: 0.007,
    color: hex('#25403c'),
    snow: hex('#e8eef6'),
    gaps: 0.35,
  });
  drawPiste(c);
  drawPineClumps(c);
  drawSkier(c, 0.04 + 0.05 * Math.sin(t * 1.4), 0.78 + t * 0.01, 0.05, hex('#e63946'), t);
  drawSkier(c, -0.16 + 0.04 * Math.sin(t * 1.4 + 2), 0.67 + t * 0.008, 0.03, hex('#1d7fd6'), t + 2);
}

/** The groomed slope in front: moguls further down and three ski tracks snaking towards us. */
function drawPiste(c: Canvas): void {
  const slopeTop = (x: number): number =>
    0.5 + 0.4 * smoothstep(-0.8, 0.9, x) + 0.01 * fbm1(x * 8, 195, 3);
  const snowLit = hex('#f8fbff');
  const snowShade = hex('#b4c8e4');
  c.ridge(slopeTop, (x, y, top, slope, out) => {
    const mogul = noise2(x * 30, (y * 60) / (0.3 + y), 196);
    mixInto(
      out,
      snowLit,
      snowShade,
      clamp01(0.25 + slope * 0.2 + (mogul - 0.5) * 0.5 * smoothstep(top, top + 0.2, y)),
    );
    for (let k = 0; k < 3; k++) {
      const cx = -0.1 + k * 0.14 + 0.05 * Math.sin((y - top) * 25 + k * 2) * (y - top) * 3;
      const d = Math.abs(x - cx);
      toward(
        out,
        hex('#9fb4d0'),
        clamp01(1 - d / (0.0012 + (y - top) * 0.004)) * 0.5 * smoothstep(top, top + 0.03, y),
      );
    }
  });
}

/** Clumps of snowy pines on both sides of the piste. */
function drawPineClumps(c: Canvas): void {
  for (const [x0, y0, h] of [
    [-0.45, 0.62, 0.05],
    [-0.62, 0.72, 0.09],
    [-0.3, 0.98, 0.18],
    [0.42, 1.03, 0.22],
    [0.33, 1.02, 0.13],
  ] as const) {
    for (let k = 0; k < 5; k++)
      drawPine(
        c,
        x0 + k * h * 0.35,
        y0 + (k % 2) * h * 0.1,
        h * (0.8 + 0.3 * hash(k, 1, 197)),
        hex('#1f3a35'),
        hex('#eef3f8'),
      );
  }
}

function drawSkier(c: Canvas, x: number, y: number, h: number, jacket: Color, t: number): void {
  const lean = 0.25 * Math.sin(t * 1.4);
  fillShape(
    c,
    boxAround(x + h * 0.3, y + h * 0.05, h * 0.6, h * 0.1),
    (px, py) => (Math.hypot((px - x - h * 0.3) / 0.5, (py - y - h * 0.05) / 0.08) - h) * 0.08,
    hex('#8aa0c0'),
    0.4,
  );
  capsule(c, x - h * 0.45, y, x + h * 0.45, y - h * 0.05, h * 0.025, hex('#222222'));
  capsule(c, x, y - h * 0.05, x + lean * h * 0.4, y - h * 0.45, h * 0.07, hex('#30343c'));
  capsule(c, x + lean * h * 0.4, y - h * 0.45, x + lean * h * 0.6, y - h * 0.78, h * 0.1, jacket);
  disc(c, x + lean * h * 0.65, y - h * 0.95, h * 0.09, hex('#f0f0f0'));
  capsule(
    c,
    x + lean * h * 0.5,
    y - h * 0.7,
    x + h * 0.35,
    y - h * 0.15,
    h * 0.015,
    hex('#333333'),
  );
}

export function sailingRegatta(c: Canvas, t: number): void {
  const p: Perspective = { yh: 0.54, camH: 4, focal: 1.2 };
  skyRows(c, [
    [0, hex('#2c6fc2')],
    [0.35, hex('#6fa8e0')],
    [0.54, hex('#d4e8f6')],
  ]);
  drawSun(c, {
    x: -0.22,
    y: 0.18,
    r: 0.022,
    core: hex('#ffffff'),
    glow: hex('#fff4d8'),
    spread: 0.3,
    intensity: 0.55,
  });
  drawClouds(c, {
    seed: 201,
    top: 0.2,
    horizon: p.yh,
    cover: 0.57,
    light: hex('#ffffff'),
    shade: hex('#a4b8d2'),
    opacity: 0.95,
    scale: 1.2,
    drift: t * 0.03,
  });
  drawRange(c, {
    seed: 202,
    base: p.yh,
    amp: 0.05,
    freq: 2.5,
    rock: hex('#6f8fa0'),
    haze: hex('#cfe0ee'),
    fog: 0.5,
    sun: 0.5,
    sharp: 0.2,
  });
  drawSea(c, {
    p,
    deep: hex('#0f4f86'),
    seed: 203,
    t,
    rough: 0.7,
    sunX: -0.22,
    sunY: 0.18,
    sunColor: hex('#fffbe8'),
    glitter: 0.06,
  });
  const boats = [
    { gx: -60, gz: 260, color: hex('#f4f4f4'), spin: hex('#e63946') },
    { gx: 25, gz: 210, color: hex('#f4f4f4'), spin: null },
    { gx: -20, gz: 150, color: hex('#fafafa'), spin: hex('#2a9df4') },
    { gx: 40, gz: 95, color: hex('#ffffff'), spin: hex('#f1c40f') },
    { gx: -12, gz: 55, color: hex('#ffffff'), spin: null },
  ];
  for (const b of boats) {
    const s = project(p, b.gx + t * 2.5, b.gz);
    drawSailboat(c, { x: s.x, y: s.y, m: s.scale, sail: b.color, spinnaker: b.spin });
  }
}

const HULL = hex('#1d2b3a');
/** Third corner of each of the spinnaker's two panels: metres left of the boat, metres up. */
const SPINNAKER_CORNERS = [
  [4.6, 1.4],
  [6.2, 8],
] as const;

/** A sloop seen side-on at (x, y), `m` picture units per metre. */
interface Sloop {
  x: number;
  y: number;
  m: number;
  sail: Color;
  spinnaker: Color | null;
}

/** Hull, mast, mainsail, jib and an optional spinnaker, plus a soft reflection. */
function drawSailboat(c: Canvas, b: Sloop): void {
  const { x, y, m } = b;
  drawRig(c, b, -1, 0.25, 0.6);
  triangle(c, x - 4.5 * m, y - 1.1 * m, x + 4.8 * m, y - 1.2 * m, x + 3.3 * m, y, HULL);
  triangle(c, x - 4.5 * m, y - 1.1 * m, x + 3.3 * m, y, x - 3.6 * m, y, HULL);
  triangle(
    c,
    x - 3.6 * m,
    y + 0.1 * m,
    x - 12 * m,
    y + 0.25 * m,
    x - 3.6 * m,
    y + 0.5 * m,
    hex('#e8f2f8'),
    0.5,
  );
  drawRig(c, b, 1, 1, 1);
}

/** Mast and sails; `dir` = −1 draws their reflection in the water, faint and darkened by `tint`. */
function drawRig(c: Canvas, b: Sloop, dir: number, opacity: number, tint: number): void {
  const { x, y, m } = b;
  const k = (col: Color): Color => scaled(col, tint);
  const shade: Color = [b.sail[0] * 0.82, b.sail[1] * 0.85, b.sail[2] * 0.9];
  const mast = x + 0.5 * m;
  const top = y - dir * 12 * m;
  triangle(
    c,
    mast + 0.15 * m,
    top,
    mast + 0.15 * m,
    y - dir * 1.6 * m,
    mast + 4.2 * m,
    y - dir * 1.6 * m,
    k(b.sail),
    opacity,
  );
  triangle(
    c,
    mast - 0.15 * m,
    y - dir * 10.5 * m,
    mast - 0.15 * m,
    y - dir * 1.5 * m,
    x - 4 * m,
    y - dir * 1.3 * m,
    k(shade),
    opacity,
  );
  // A coloured reaching sail flown from the masthead, bellied out ahead of the bow: two triangles
  // sharing the head and one more corner.
  if (b.spinnaker) {
    const headY = top + dir * 0.6 * m;
    const sharedY = y - dir * 4.5 * m;
    const color = k(b.spinnaker);
    for (const [cx, cy] of SPINNAKER_CORNERS) {
      triangle(
        c,
        mast - 0.2 * m,
        headY,
        x - 7 * m,
        sharedY,
        x - cx * m,
        y - dir * cy * m,
        color,
        opacity,
      );
    }
  }
  rect(c, mast - 0.12 * m, Math.min(top, y), mast + 0.12 * m, Math.max(top, y), k(HULL), opacity);
}
