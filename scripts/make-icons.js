#!/usr/bin/env node
/**
 * Writes the add-in's icons (assets/icon-{16,32,64,80}.png) from code, so the repository needs no
 * binary downloads and the icons can be regenerated exactly: `node scripts/make-icons.js`.
 *
 * The picture: three rising white bars on a rounded New-Jersey-blue tile (a credit that grows
 * with jobs). PNG is written by hand: signature, IHDR, one zlib-compressed IDAT of RGBA
 * scanlines (filter 0), IEND, each chunk with its CRC-32.
 */
/* global Buffer */
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

const SIZES = [16, 32, 64, 80];
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

/** The colour of pixel (x, y) of an icon `size` pixels wide. */
function pixel(size, x, y) {
  const radius = Math.max(2, Math.round(size / 6));
  // Rounded corners: outside the corner circle is transparent.
  const cx = x < radius ? radius : x >= size - radius ? size - radius - 1 : x;
  const cy = y < radius ? radius : y >= size - radius ? size - radius - 1 : y;
  if ((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) return CLEAR;
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
  return TILE;
}

function png(size) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // leading 0 = filter "none"
    for (let x = 0; x < size; x++) Buffer.from(pixel(size, x, y)).copy(row, 1 + x * 4);
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
console.log(`wrote ${SIZES.map((s) => `assets/icon-${s}.png`).join(", ")}`);
