#!/usr/bin/env node
/**
 * Writes the add-in's icons (assets/icon-{16,32,64,80,192}.png and assets/icon-outline-32.png)
 * from code, so the repository needs no binary downloads and the icons can be regenerated exactly:
 * `node scripts/make-icons.js`.
 *
 * The picture: three rising white bars on a rounded New-Jersey-blue tile (a credit that grows
 * with jobs). The unified manifest (manifest.json) wants two more: `color`, 192×192, the same
 * picture; and `outline`, 32×32, white on transparent — the bars and the tile's edge only. PNG is written by hand: signature, IHDR, one zlib-compressed IDAT of RGBA
 * scanlines (filter 0), IEND, each chunk with its CRC-32.
 */
/* global Buffer */
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

const SIZES = [16, 32, 64, 80, 192];
const OUTLINE_SIZE = 32;
const TILE = [0x1f, 0x4e, 0x8c, 0xff]; // blue
const BAR = [0xff, 0xff, 0xff, 0xff]; // white
const CLEAR = [0, 0, 0, 0];

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
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Whether pixel (x, y) lies on the rounded tile of an icon `size` pixels wide, `inset` in. */
function onTile(size, x, y, inset = 0) {
  const radius = Math.max(2, Math.round(size / 6)) - inset;
  // Rounded corners: outside the corner circle is off the tile.
  const lo = radius + inset;
  const hi = size - radius - inset - 1;
  if (x < inset || y < inset || x >= size - inset || y >= size - inset) return false;
  const cx = x < lo ? lo : x > hi ? hi : x;
  const cy = y < lo ? lo : y > hi ? hi : y;
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** The colour of pixel (x, y) of an icon `size` pixels wide; `outline`: white on transparent. */
function pixel(size, x, y, outline = false) {
  if (!onTile(size, x, y)) return CLEAR;
  // Three bars on a baseline at 80% height, rising left to right.
  const margin = Math.round(size * 0.2);
  const baseline = size - margin;
  const barWidth = Math.max(2, Math.round((size - 2 * margin) / 5));
  const gap = Math.round((size - 2 * margin - 3 * barWidth) / 2);
  const heights = [0.3, 0.45, 0.6].map((h) => Math.round(size * h));
  for (let i = 0; i < 3; i++) {
    const left = margin + i * (barWidth + gap);
    if (x >= left && x < left + barWidth && y < baseline && y >= baseline - heights[i]) return BAR;
  }
  // The outline keeps a two-pixel edge of the tile.
  if (outline) return onTile(size, x, y, 2) ? CLEAR : BAR;
  return TILE;
}

function png(size, outline = false) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // leading 0 = filter "none"
    for (let x = 0; x < size; x++) Buffer.from(pixel(size, x, y, outline)).copy(row, 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type RGBA
  header[10] = 0; // compression
  header[11] = 0; // filter
  header[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const out = path.join(__dirname, "..", "assets");
fs.mkdirSync(out, { recursive: true });
for (const size of SIZES) {
  fs.writeFileSync(path.join(out, `icon-${size}.png`), png(size));
}
fs.writeFileSync(path.join(out, `icon-outline-${OUTLINE_SIZE}.png`), png(OUTLINE_SIZE, true));
console.log(
  `wrote ${SIZES.map((s) => `assets/icon-${s}.png`).join(", ")}, assets/icon-outline-${OUTLINE_SIZE}.png`,
);
