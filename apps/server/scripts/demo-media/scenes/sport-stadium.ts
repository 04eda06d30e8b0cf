/** Sport theme in stadiums: a running track (also the flat video) and a football pitch. */
import { project, type Canvas, type Perspective } from '../canvas.js';
import { hex, mixInto, scaleRgb, scaled, setRgb, toward, type Color, type Rgb } from '../color.js';
import { clamp01, mod, smoothstep } from '../math.js';
import { fbm2, noise2 } from '../noise.js';
import { hash } from '../random.js';
import { skyRows } from '../scenery/sky.js';
import { boxAround, capsule, disc, fillShape, lineCover, rect } from '../shapes.js';

/** The stadium camera sits in the stands, 12 m up, looking across the near straight. */
const STADIUM: Perspective = { yh: 0.3, camH: 12, focal: 1.6 };
const TRACK = { cz: 80, straight: 42.2, inner: 36.5, lanes: 8, lane: 1.22 };

/** Distance from the infield's centre line: straights are parallel to x, bends are semicircles. */
function trackRadius(gx: number, gz: number): number {
  return Math.hypot(Math.max(Math.abs(gx) - TRACK.straight, 0), gz - TRACK.cz);
}

export function runningTrack(c: Canvas, t: number, withRunners = true): void {
  skyRows(c, [
    [0, hex('#1a2350')],
    [0.2, hex('#5a4a80')],
    [0.32, hex('#e09a7a')],
  ]);
  const grassA = hex('#3f7f3a');
  const grassB = hex('#4a8c42');
  const red = hex('#b8452e');
  const white = hex('#f4f1ea');
  const outer = TRACK.inner + TRACK.lanes * TRACK.lane;
  c.ground(STADIUM, (gx, gz, fp, out) => {
    const r = trackRadius(gx, gz);
    if (r < TRACK.inner - 0.3 || r > outer + 1.5) {
      setRgb(out, Math.floor(gx / 6) % 2 === 0 ? grassA : grassB);
      return 1;
    }
    if (r < TRACK.inner || r > outer + 0.5) {
      setRgb(out, hex('#d8d2c4'));
      return 1;
    }
    setRgb(out, red, 0.92 + 0.1 * noise2(gx * 3, gz * 3, 171));
    const lane = (r - TRACK.inner) / TRACK.lane;
    const d = (lane - Math.round(lane)) * TRACK.lane;
    let line = lineCover(d, 0.05, fp);
    line = Math.max(
      line,
      lineCover(gx - 20, 0.05, fp) * (Math.abs(gx) < TRACK.straight && gz < TRACK.cz ? 1 : 0),
    );
    toward(out, white, line * 0.9);
    return 1;
  });
  drawStands(c, 0.445, 0.22);
  if (withRunners) drawRunners(c, 2.2 + t);
}

/** A tiered grandstand: rows of spectators as coloured specks under a roof with floodlights. */
function drawStands(c: Canvas, base: number, top: number): void {
  const shirts = ['#e8e4dc', '#c84a4a', '#3f63a8', '#e0b650', '#3a3a44', '#5a9460', '#d88040'].map(
    hex,
  );
  const concrete = hex('#56545f');
  const rows = Math.round((base - top) / 0.0065);
  const shirt: Rgb = [0, 0, 0];
  c.paint(c.band(top, base), (x, y, out) => {
    const v = (y - top) / (base - top);
    const rv = v * rows;
    const row = Math.floor(rv);
    const fy = rv - row;
    const seatW = 0.0045 + 0.002 * v;
    const seat = Math.floor(x / seatW);
    const fx = x / seatW - seat;
    setRgb(out, concrete, 0.55 + 0.4 * fy);
    // Crowds sit in blocks, fuller in the middle tiers; aisles split the blocks.
    const full = 0.3 + 0.6 * smoothstep(0.35, 0.6, fbm2(x * 3, v * 2, 174, 2));
    if (mod(seat, 36) >= 1.5 && hash(seat, row, 172) < full) {
      const pick = shirts[Math.floor(hash(seat, row, 173) * shirts.length)] ?? concrete;
      mixInto(shirt, pick, concrete, 0.45);
      const person = smoothstep(0.45, 0.25, Math.abs(fx - 0.5)) * smoothstep(0.85, 0.6, fy);
      toward(out, shirt, person * 0.9);
    }
    const roofShade = 0.5 + 0.5 * smoothstep(0, 0.4, v);
    scaleRgb(out, roofShade);
    return 1;
  });
  rect(c, c.left - 1, top - 0.03, c.right + 1, top, hex('#22202c'));
  rect(c, c.left - 1, base - 0.004, c.right + 1, base + 0.002, hex('#30343c'));
  const glow = hex('#fff4d8');
  for (let k = Math.floor(c.left / 0.35); k <= Math.ceil(c.right / 0.35); k++) {
    const x = k * 0.35 + 0.1;
    rect(c, x - 0.002, top - 0.09, x + 0.002, top - 0.03, hex('#30303a'));
    rect(c, x - 0.025, top - 0.105, x + 0.025, top - 0.085, hex('#d8d6cc'));
    c.paint(
      boxAround(x, top - 0.095, 0.25),
      (px, py, out) => {
        const q = Math.hypot((px - x) / 2, py - top + 0.095) / 0.03;
        setRgb(out, glow);
        return 0.9 / (1 + q * q * 3);
      },
      'screen',
    );
  }
}

interface RunnerLook {
  jersey: Color;
  shorts: Color;
  skin: Color;
}

const RUNNER_LOOKS: readonly RunnerLook[] = [
  { jersey: hex('#e63946'), shorts: hex('#1d3557'), skin: hex('#8d5a3b') },
  { jersey: hex('#f1c40f'), shorts: hex('#2c3e50'), skin: hex('#e0b08a') },
  { jersey: hex('#2a9df4'), shorts: hex('#ffffff'), skin: hex('#6b4430') },
  { jersey: hex('#2ecc71'), shorts: hex('#1b1b1b'), skin: hex('#c98d63') },
  { jersey: hex('#ffffff'), shorts: hex('#c0392b'), skin: hex('#a86b48') },
  { jersey: hex('#9b59b6'), shorts: hex('#222222'), skin: hex('#f0c8a0') },
];

/** Runners on the near straight, drawn far lane first so nearer runners overlap them. */
export function drawRunners(c: Canvas, t: number): void {
  for (let lane = 6; lane >= 1; lane--) {
    const look = RUNNER_LOOKS[lane - 1] ?? RUNNER_LOOKS[0];
    if (!look) continue;
    const speed = 8.6 + 0.5 * hash(lane, 1, 174);
    const stagger = [0, 3.2, -2.4, 5.5, -4.8, 1.6][lane - 1] ?? 0;
    const gx = -22 + stagger + speed * t;
    const gz = TRACK.cz - TRACK.inner - (lane - 0.5) * TRACK.lane;
    const s = project(STADIUM, gx, gz);
    drawRunner(c, s.x, s.y, 1.8 * s.scale, t * 8.5 + lane * 1.3, look);
  }
}

function drawRunner(
  c: Canvas,
  x: number,
  feet: number,
  h: number,
  phase: number,
  look: RunnerLook,
): void {
  const shadow = hex('#1a1010');
  fillShape(
    c,
    boxAround(x, feet, h * 0.3, h * 0.05),
    (px, py) => (Math.hypot((px - x) / 0.25, (py - feet) / 0.04) - h) * 0.04,
    shadow,
    0.35,
  );
  const hipX = x;
  const hipY = feet - h * 0.52 - Math.abs(Math.sin(phase)) * h * 0.03;
  const shX = hipX + h * 0.07;
  const shY = hipY - h * 0.3;
  const leg = (ph: number, skin: Color): void => {
    const a = 0.6 * Math.sin(ph);
    const kx = hipX + Math.sin(a) * h * 0.25;
    const ky = hipY + Math.cos(a) * h * 0.25;
    const b = a - (0.25 + 1.1 * clamp01(-Math.cos(ph + 0.4)));
    capsule(c, hipX, hipY, kx, ky, h * 0.045, skin);
    capsule(c, kx, ky, kx + Math.sin(b) * h * 0.25, ky + Math.cos(b) * h * 0.25, h * 0.035, skin);
  };
  const arm = (ph: number, skin: Color): void => {
    const a = -0.7 * Math.sin(ph);
    const ex = shX + Math.sin(a) * h * 0.15;
    const ey = shY + Math.cos(a) * h * 0.15;
    capsule(c, shX, shY, ex, ey, h * 0.03, skin);
    capsule(
      c,
      ex,
      ey,
      ex + Math.sin(a + 1.6) * h * 0.14,
      ey + Math.cos(a + 1.6) * h * 0.14,
      h * 0.026,
      skin,
    );
  };
  leg(phase + Math.PI, scaled(look.skin, 0.7));
  arm(phase, scaled(look.skin, 0.7));
  capsule(c, hipX, hipY + h * 0.02, hipX + h * 0.01, hipY - h * 0.06, h * 0.07, look.shorts);
  capsule(c, hipX + h * 0.01, hipY - h * 0.05, shX, shY, h * 0.075, look.jersey);
  disc(c, shX + h * 0.03, shY - h * 0.11, h * 0.065, look.skin);
  leg(phase, look.skin);
  arm(phase + Math.PI, look.skin);
}

/** The pitch camera: high in the stands, the centre spot 112 m ahead. */
const PITCH: Perspective = { yh: 0.06, camH: 45, focal: 1 };
const PITCH_CZ = 112;

export function footballPitch(c: Canvas, t: number): void {
  const p = PITCH;
  skyRows(c, [
    [0, hex('#0c1230')],
    [0.1, hex('#27315c')],
  ]);
  const cz = PITCH_CZ;
  const stripeA = hex('#3e8a3c');
  const stripeB = hex('#4b9a46');
  const white = hex('#f4f6f0');
  c.ground(p, (gx, gz, fp, out) => {
    const z = gz - cz;
    if (Math.abs(gx) > 40 || Math.abs(z) > 60) {
      setRgb(out, hex('#2e6a33'));
      return 1;
    }
    setRgb(
      out,
      Math.floor((z + 60) / 5.25) % 2 === 0 ? stripeA : stripeB,
      0.95 + 0.08 * noise2(gx * 0.5, gz * 0.5, 181),
    );
    toward(out, white, pitchMarkings(gx, z, fp) * 0.92);
    return 1;
  });
  drawPlayers(c, t);
  const ball = project(p, 4 + t * 2, cz + 3);
  disc(c, ball.x, ball.y - 0.002, 0.0035, white);
  drawStands(c, 0.318, 0.1);
}

/**
 * Coverage of the white markings of a 105 × 68 m pitch at a ground point `gx` metres across and
 * `z` metres along from the centre spot: touchlines, goal lines, halfway line, centre circle,
 * penalty and goal areas, penalty arcs and spots.
 */
function pitchMarkings(gx: number, z: number, fp: number): number {
  const x = Math.abs(gx);
  const az = Math.abs(z);
  const inPitch = (v: number, lim: number): number => (Math.abs(v) <= lim ? 1 : 0);
  const w = 0.12;
  return Math.max(
    lineCover(x - 34, w, fp) * inPitch(z, 52.5), // touchlines
    lineCover(az - 52.5, w, fp) * inPitch(gx, 34), // goal lines
    lineCover(z, w, fp) * inPitch(gx, 34), // halfway line
    lineCover(Math.hypot(gx, z) - 9.15, w, fp), // centre circle
    lineCover(x - 20.16, w, fp) * (az > 36 && az <= 52.5 ? 1 : 0), // penalty areas
    lineCover(az - 36, w, fp) * inPitch(gx, 20.16),
    lineCover(x - 9.16, w, fp) * (az > 47 && az <= 52.5 ? 1 : 0), // goal areas
    lineCover(az - 47, w, fp) * inPitch(gx, 9.16),
    lineCover(Math.hypot(gx, az - 41.5) - 9.15, w, fp) * (az < 36 ? 1 : 0), // penalty arcs
    clamp01(1 - Math.hypot(gx, az - 41.5) / Math.max(0.25, fp)), // penalty spots
  );
}

/** Two teams of eleven spread over the pitch, each player drifting on a small loop. */
function drawPlayers(c: Canvas, t: number): void {
  const p = PITCH;
  const cz = PITCH_CZ;
  for (let k = 0; k < 22; k++) {
    const home = k < 11;
    const gx = (hash(k, 1, 182) - 0.5) * 56 + Math.sin(t * 0.8 + k) * 1.5;
    const gz = cz + (hash(k, 2, 182) - 0.5) * 70 + (home ? -6 : 6) + Math.cos(t * 0.7 + k) * 1.5;
    const s = project(p, gx, gz);
    const h = 1.8 * s.scale;
    fillShape(
      c,
      boxAround(s.x + h * 0.25, s.y, h * 0.5, h * 0.2),
      (x, y) => (Math.hypot((x - s.x - h * 0.25) / 0.6, (y - s.y) / 0.15) - h) * 0.15,
      hex('#14301a'),
      0.4,
    );
    capsule(
      c,
      s.x,
      s.y - h * 0.2,
      s.x,
      s.y - h * 0.75,
      h * 0.22,
      home ? hex('#d8312f') : hex('#f2f2f2'),
    );
    disc(c, s.x, s.y - h * 0.95, h * 0.14, hex('#c89870'));
  }
}
