/**
 * App icons from the logo: favicon.ico (16 and 32 px PNGs in an ICO container), the Apple touch
 * icon, and the web app manifest's 192/512 px icons (plus a maskable one with a safe margin).
 * Run `npx tsx scripts/art/icons.ts`; the files under site/public/ are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../../site/public/', import.meta.url));
const logo = readFileSync(`${publicDir}images/logo.svg`);

const png = (size: number) =>
  sharp(logo, { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** Square brand background with the logo at 80 %: Android may crop maskable icons to a circle. */
async function maskable(size: number): Promise<Buffer> {
  const inner = await png(Math.round(size * 0.8));
  return sharp({ create: { width: size, height: size, channels: 4, background: '#5b3fe6' } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding PNG images (supported by every browser since Windows Vista). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

writeFileSync(
  `${publicDir}favicon.ico`,
  ico([
    { size: 16, data: await png(16) },
    { size: 32, data: await png(32) },
  ]),
);
writeFileSync(`${publicDir}apple-touch-icon.png`, await maskable(180));
writeFileSync(`${publicDir}images/icons/icon-192.png`, await png(192));
writeFileSync(`${publicDir}images/icons/icon-512.png`, await png(512));
writeFileSync(`${publicDir}images/icons/icon-maskable-512.png`, await maskable(512));
console.log('favicon.ico, apple-touch-icon.png, images/icons/icon-{192,512,maskable-512}.png');
