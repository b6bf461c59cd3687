import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip written as it goes (xlsx files are zips): each entry deflated, the big one piece by piece.
 * Pieces are deflated one at a time with a sync flush, so they join into one valid deflate
 * stream without holding the whole entry; its sizes and CRC follow it in a data descriptor.
 * No zip64: an entry or the file past 4 GB is refused (a 1 M-row sheet is about 200 MB of XML).
 */
export class ZipWriter {
  private offset = 0;
  private readonly central: Buffer[] = [];

  /** An entry whose content is at hand. */
  *file(name: string, content: Buffer): Generator<Buffer> {
    const deflated = deflateRawSync(content, { level: constants.Z_BEST_SPEED });
    const sizes = { crc: crc32(content), compressed: deflated.length, size: content.length };
    const start = this.offset;
    yield this.header(name, sizes, false);
    yield this.advance(deflated);
    this.central.push(this.centralRecord(name, sizes, start, false));
  }

  /** An entry written as its pieces come. */
  async *stream(name: string, pieces: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    const start = this.offset;
    yield this.header(name, { crc: 0, compressed: 0, size: 0 }, true);
    const sizes = { crc: 0, compressed: 0, size: 0 };
    for await (const piece of pieces) {
      sizes.crc = crc32(piece, sizes.crc);
      sizes.size += piece.length;
      const deflated = deflateRawSync(piece, { level: constants.Z_BEST_SPEED, finishFlush: constants.Z_SYNC_FLUSH });
      sizes.compressed += deflated.length;
      yield this.advance(deflated);
    }
    // An empty final block ends the deflate stream.
    const end = deflateRawSync(Buffer.alloc(0));
    sizes.compressed += end.length;
    yield this.advance(end);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(sizes.crc, 4);
    descriptor.writeUInt32LE(this.checked(sizes.compressed), 8);
    descriptor.writeUInt32LE(this.checked(sizes.size), 12);
    yield this.advance(descriptor);
    this.central.push(this.centralRecord(name, sizes, start, true));
  }

  /** The central directory and its end record: the zip's last bytes. */
  finish(): Buffer {
    const directory = Buffer.concat(this.central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.central.length, 8);
    end.writeUInt16LE(this.central.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(this.checked(this.offset), 16);
    return Buffer.concat([directory, end]);
  }

  private advance(bytes: Buffer): Buffer {
    this.offset += bytes.length;
    return bytes;
  }

  private checked(value: number): number {
    if (value > 0xffffffff) throw new Error('the export is too large for a zip without zip64 (over 4 GB)');
    return value;
  }

  /** Bytes 6–30 of a local header and 8–32 of a central record are the same fields. */
  private fields(name: string, sizes: { crc: number; compressed: number; size: number }, streamed: boolean): Buffer {
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0); // version needed: 2.0 (deflate)
    fields.writeUInt16LE(0x0800 | (streamed ? 0x0008 : 0), 2); // UTF-8 names; sizes after the data
    fields.writeUInt16LE(8, 4); // deflate
    fields.writeUInt16LE(0, 6); // 00:00
    fields.writeUInt16LE(0x21, 8); // 1980-01-01
    fields.writeUInt32LE(streamed ? 0 : sizes.crc, 10);
    fields.writeUInt32LE(streamed ? 0 : this.checked(sizes.compressed), 14);
    fields.writeUInt32LE(streamed ? 0 : this.checked(sizes.size), 18);
    fields.writeUInt16LE(Buffer.byteLength(name), 22);
    return fields;
  }

  private header(name: string, sizes: { crc: number; compressed: number; size: number }, streamed: boolean): Buffer {
    const signature = Buffer.alloc(4);
    signature.writeUInt32LE(0x04034b50, 0);
    return this.advance(Buffer.concat([signature, this.fields(name, sizes, streamed), Buffer.from(name)]));
  }

  private centralRecord(
    name: string,
    sizes: { crc: number; compressed: number; size: number },
    at: number,
    streamed: boolean,
  ): Buffer {
    const head = Buffer.alloc(6);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4); // made by: 2.0
    const fields = this.fields(name, sizes, false);
    fields.writeUInt16LE(0x0800 | (streamed ? 0x0008 : 0), 2);
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(this.checked(at), 10);
    return Buffer.concat([head, fields, tail, Buffer.from(name)]);
  }
}
