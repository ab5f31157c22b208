import { inflateSync } from 'node:zlib';

/*
 * WOFF (1.0) to the plain TrueType/OpenType font it wraps. The fonts documents fall back to come as
 * WOFF files (fonts.ts), whose tables are each deflated; fontkit inflates a table again every time
 * it reads from it, so embedding a font in a PDF re-inflated the glyph table once per glyph: about
 * 60% of an invoice's render time. Unwrapped once at start, the font is read in place.
 * Format: https://www.w3.org/TR/WOFF/ (header, table directory, then each table, zlib or stored).
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_ENTRY_SIZE = 16;

const padded = (length: number) => (length + 3) & ~3;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < HEADER_SIZE || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = HEADER_SIZE + index * WOFF_ENTRY_SIZE;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('A WOFF table does not inflate to its length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const directorySize = 12 + numTables * SFNT_ENTRY_SIZE;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), directorySize);
  const sfnt = Buffer.alloc(size);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = directorySize;
  tables.forEach((table, index) => {
    const at = 12 + index * SFNT_ENTRY_SIZE;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
