// Renders static/images/logo.svg into static/images/favicon.ico (PNG images inside an ICO container).
// Run after changing the logo: node scripts/make-favicon.mjs
import fs from 'node:fs';
import sharp from 'sharp';

const sizes = [16, 32, 48];
const svg = fs.readFileSync(new URL('../static/images/logo.svg', import.meta.url));
const pngs = await Promise.all(sizes.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()));

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // icon
header.writeUInt16LE(pngs.length, 4);
let offset = 6 + 16 * pngs.length;
const entries = pngs.map((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[i] % 256, 0);
  entry.writeUInt8(sizes[i] % 256, 1);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
fs.writeFileSync(
  new URL('../static/images/favicon.ico', import.meta.url),
  Buffer.concat([header, ...entries, ...pngs]),
);
console.log('wrote static/images/favicon.ico');
