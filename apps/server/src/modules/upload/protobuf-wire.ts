/**
 * Just enough of the protobuf wire format to tell a message from noise (SVGA 2.x is a protobuf):
 * one level of fields, each read within the buffer. No schema and no dependency: the checks ask
 * for a few fields by number and take nested messages as bytes to read again.
 */

export type WireField =
  | { field: number; wire: 'varint'; value: bigint }
  | { field: number; wire: 'fixed64' | 'fixed32' | 'bytes'; value: Buffer };

/** A varint (at most 10 bytes) at `at`, with where the next value starts; undefined when cut off. */
function varintAt(data: Buffer, at: number): { value: bigint; next: number } | undefined {
  let value = 0n;
  for (let n = 0; n < 10 && at + n < data.length; n++) {
    const byte = data[at + n] as number;
    value |= BigInt(byte & 0x7f) << BigInt(7 * n);
    if (byte < 0x80) return { value, next: at + n + 1 };
  }
  return undefined;
}

/**
 * The fields of one message, in order, or undefined when the bytes are not a whole message: a value
 * running past the end, a field number 0, or the deprecated groups (no SVGA writer emits them).
 */
export function readMessage(data: Buffer): WireField[] | undefined {
  const fields: WireField[] = [];
  let at = 0;
  while (at < data.length) {
    const tag = varintAt(data, at);
    if (!tag || tag.value > 0xffffffffn) return undefined;
    const field = Number(tag.value >> 3n);
    if (field === 0) return undefined;
    at = tag.next;
    switch (Number(tag.value & 7n)) {
      case 0: {
        const value = varintAt(data, at);
        if (!value) return undefined;
        fields.push({ field, wire: 'varint', value: value.value });
        at = value.next;
        break;
      }
      case 1:
      case 5: {
        const size = (tag.value & 7n) === 1n ? 8 : 4;
        if (at + size > data.length) return undefined;
        fields.push({ field, wire: size === 8 ? 'fixed64' : 'fixed32', value: data.subarray(at, at + size) });
        at += size;
        break;
      }
      case 2: {
        const length = varintAt(data, at);
        if (!length || length.value > BigInt(data.length - length.next)) return undefined;
        const end = length.next + Number(length.value);
        fields.push({ field, wire: 'bytes', value: data.subarray(length.next, end) });
        at = end;
        break;
      }
      default:
        return undefined;
    }
  }
  return fields;
}
