/**
 * A minimal zip writer for the mocks: entries stored (not compressed), with CRC-32 and UTF-8 names — a valid
 * archive any unzip tool opens, built in memory (the mock's objects are small).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipInput {
  path: string;
  body: Uint8Array;
}

const UTF8_NAMES = 0x0800;

function header(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

export function storedZip(entries: readonly ZipInput[]): Uint8Array {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.path);
    const crc = crc32(entry.body);
    const local = header(30, (view) => {
      view.setUint32(0, 0x04034b50, true);
      view.setUint16(4, 20, true);
      view.setUint16(6, UTF8_NAMES, true);
      view.setUint32(14, crc, true);
      view.setUint32(18, entry.body.length, true);
      view.setUint32(22, entry.body.length, true);
      view.setUint16(26, name.length, true);
    });
    central.push(
      header(46, (view) => {
        view.setUint32(0, 0x02014b50, true);
        view.setUint16(4, 20, true);
        view.setUint16(6, 20, true);
        view.setUint16(8, UTF8_NAMES, true);
        view.setUint32(16, crc, true);
        view.setUint32(20, entry.body.length, true);
        view.setUint32(24, entry.body.length, true);
        view.setUint16(28, name.length, true);
        view.setUint32(42, offset, true);
      }),
      name,
    );
    chunks.push(local, name, entry.body);
    offset += local.length + name.length + entry.body.length;
  }
  const centralSize = central.reduce((total, chunk) => total + chunk.length, 0);
  const end = header(22, (view) => {
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, entries.length, true);
    view.setUint16(10, entries.length, true);
    view.setUint32(12, centralSize, true);
    view.setUint32(16, offset, true);
  });
  const all = [...chunks, ...central, end];
  const zip = new Uint8Array(all.reduce((total, chunk) => total + chunk.length, 0));
  let position = 0;
  for (const chunk of all) {
    zip.set(chunk, position);
    position += chunk.length;
  }
  return zip;
}
