// Draws the Parallax logo — a mountain in a gradient on a dark rounded square — as the favicon
// (SVG) and the web app manifest's PNG icons, from one description of it. No dependencies: a
// small rasterizer (4×4 supersampling) and PNG encoder. Run: npm run icons -w apps/web
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const VIEW = 64;
const BACKGROUND = '#0b0d12';
const CORNER = 14;
const MOUNTAIN = [
  [14, 44],
  [28, 20],
  [36, 34],
  [42, 25],
  [50, 44],
];
// The gradient runs from the mountain's top-left to its bottom-right (objectBoundingBox 0,0 → 1,1).
const GRADIENT = ['#5aa9f2', '#b36be0'];

const publicDir = new URL('../public/', import.meta.url);

function svg() {
  const path = `M${MOUNTAIN.map(([x, y]) => `${x} ${y}`).join(' ')}z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW} ${VIEW}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${GRADIENT[0]}"/><stop offset="1" stop-color="${GRADIENT[1]}"/></linearGradient></defs><rect width="${VIEW}" height="${VIEW}" rx="${CORNER}" fill="${BACKGROUND}"/><path d="${path}" fill="url(#g)"/></svg>`;
}

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

function insideRoundedSquare(x, y) {
  if (x < 0 || y < 0 || x > VIEW || y > VIEW) return false;
  const cx = Math.min(Math.max(x, CORNER), VIEW - CORNER);
  const cy = Math.min(Math.max(y, CORNER), VIEW - CORNER);
  return (x - cx) ** 2 + (y - cy) ** 2 <= CORNER ** 2;
}

function insideMountain(x, y) {
  let inside = false;
  for (let i = 0, j = MOUNTAIN.length - 1; i < MOUNTAIN.length; j = i++) {
    const [xi, yi] = MOUNTAIN[i];
    const [xj, yj] = MOUNTAIN[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const xs = MOUNTAIN.map(([x]) => x);
const ys = MOUNTAIN.map(([, y]) => y);
const box = {
  x: Math.min(...xs),
  y: Math.min(...ys),
  w: Math.max(...xs) - Math.min(...xs),
  h: Math.max(...ys) - Math.min(...ys),
};

function mountainColour(x, y) {
  const t = Math.min(1, Math.max(0, ((x - box.x) / box.w + (y - box.y) / box.h) / 2));
  const [a, b] = GRADIENT.map(rgb);
  return a.map((channel, i) => channel + (b[i] - channel) * t);
}

/**
 * RGBA pixels of the icon at `size`. `maskable`: the background fills the whole square and the
 * mountain shrinks into the central safe zone (platforms cut the icon to their own shape).
 */
function draw(size, { maskable }) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  const glyphScale = maskable ? 0.8 : 1;
  const background = rgb(BACKGROUND);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) * VIEW) / size;
          const y = ((py + (sy + 0.5) / samples) * VIEW) / size;
          const gx = (x - VIEW / 2) / glyphScale + VIEW / 2;
          const gy = (y - VIEW / 2) / glyphScale + VIEW / 2;
          let colour = null;
          if (insideMountain(gx, gy)) colour = mountainColour(gx, gy);
          else if (maskable || insideRoundedSquare(x, y)) colour = background;
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const offset = (py * size + px) * 4;
      const total = samples * samples;
      // Straight (not premultiplied) alpha: average the colour over the covered samples only.
      pixels[offset] = a ? Math.round(r / a) : 0;
      pixels[offset + 1] = a ? Math.round(g / a) : 0;
      pixels[offset + 2] = a ? Math.round(b / a) : 0;
      pixels[offset + 3] = Math.round((a / total) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync(new URL('favicon.svg', publicDir), `${svg()}\n`);
mkdirSync(new URL('icons/', publicDir), { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  writeFileSync(new URL(`icons/${name}`, publicDir), png(size, draw(size, { maskable })));
  console.log(`wrote public/icons/${name}`);
}
