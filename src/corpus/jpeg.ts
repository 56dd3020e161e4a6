/**
 * A baseline JPEG encoder (ITU T.81: sequential DCT, Huffman, 4:2:0 chroma subsampling) in pure
 * TypeScript, for the corpus thumbnails: no image library is installed and the crawler writes
 * PNG only. The standard tables of Annex K are used, scaled by quality the way libjpeg does.
 * Deterministic: the same pixels and quality give the same bytes.
 */
import type { RgbImage } from './png.js';

/** Natural (row-major) index of the k-th coefficient in zigzag order. */
const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
  35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];

// Annex K.1: quantization tables, natural order.
const LUMA_Q = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
  18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA_Q = [
  17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99,
  ...new Array<number>(32).fill(99),
];

// Annex K.3: Huffman tables as (code counts per length 1–16, symbols).
const AC_LUMA_SYMBOLS = [
  0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08,
  0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28,
  0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59,
  0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
  0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6,
  0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2,
  0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
];
const AC_CHROMA_SYMBOLS = [
  0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91,
  0xa1, 0xb1, 0xc1, 0x09, 0x23, 0x33, 0x52, 0xf0, 0x15, 0x62, 0x72, 0xd1, 0x0a, 0x16, 0x24, 0x34, 0xe1, 0x25, 0xf1, 0x17, 0x18, 0x19, 0x1a, 0x26,
  0x27, 0x28, 0x29, 0x2a, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58,
  0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
  0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4,
  0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda,
  0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
];
const DC_SYMBOLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

interface HuffmanSpec {
  counts: number[];
  symbols: number[];
}
const DC_LUMA: HuffmanSpec = { counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], symbols: DC_SYMBOLS };
const DC_CHROMA: HuffmanSpec = { counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], symbols: DC_SYMBOLS };
const AC_LUMA: HuffmanSpec = { counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d], symbols: AC_LUMA_SYMBOLS };
const AC_CHROMA: HuffmanSpec = { counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77], symbols: AC_CHROMA_SYMBOLS };

/** symbol → [code, length], the canonical codes of Annex C. */
function huffmanCodes(spec: HuffmanSpec): Map<number, [number, number]> {
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < spec.counts[length - 1]!; i++) codes.set(spec.symbols[k++]!, [code++, length]);
    code <<= 1;
  }
  return codes;
}

/** libjpeg's quality scaling (1–100) of a base table, clamped to 1–255. */
function scaleTable(base: number[], quality: number): number[] {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? 5000 / q : 200 - 2 * q;
  return base.map((v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))));
}

/** cos((2x+1)uπ/16) · C(u)/2, so a 1-D DCT is one dot product per output. */
const DCT = Array.from({ length: 64 }, (_, i) => {
  const u = i >> 3;
  const x = i & 7;
  return (u === 0 ? Math.SQRT1_2 : 1) * 0.5 * Math.cos(((2 * x + 1) * u * Math.PI) / 16);
});

/** Forward 8×8 DCT of level-shifted samples, quantized, in zigzag order. */
function transform(block: Float64Array, table: number[], out: Int32Array): void {
  const rows = new Float64Array(64);
  for (let y = 0; y < 8; y++) {
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let x = 0; x < 8; x++) sum += DCT[u * 8 + x]! * block[y * 8 + x]!;
      rows[y * 8 + u] = sum;
    }
  }
  for (let k = 0; k < 64; k++) {
    const natural = ZIGZAG[k]!;
    const v = natural >> 3;
    const u = natural & 7;
    let sum = 0;
    for (let y = 0; y < 8; y++) sum += DCT[v * 8 + y]! * rows[y * 8 + u]!;
    out[k] = Math.round(sum / table[natural]!);
  }
}

class BitWriter {
  private readonly bytes: number[] = [];
  private buffer = 0;
  private count = 0;

  write(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.buffer = (this.buffer << 1) | ((code >> i) & 1);
      if (++this.count === 8) this.flushByte();
    }
  }

  private flushByte(): void {
    this.bytes.push(this.buffer);
    if (this.buffer === 0xff) this.bytes.push(0x00); // byte stuffing (F.1.2.3)
    this.buffer = 0;
    this.count = 0;
  }

  /** Pads the last byte with 1-bits and returns the entropy-coded data. */
  finish(): number[] {
    while (this.count !== 0) this.write(1, 1);
    return this.bytes;
  }
}

/** Bit length of |value| (the "category" SSSS) and the value's bits as JPEG writes them. */
function magnitude(value: number): [number, number] {
  const abs = Math.abs(value);
  const size = abs === 0 ? 0 : 32 - Math.clz32(abs);
  return [size, value < 0 ? value + (1 << size) - 1 : value];
}

interface Channel {
  table: number[];
  dc: Map<number, [number, number]>;
  ac: Map<number, [number, number]>;
  previousDc: number;
}

function encodeBlock(bits: BitWriter, block: Float64Array, channel: Channel, coefficients: Int32Array): void {
  transform(block, channel.table, coefficients);
  const [dcSize, dcBits] = magnitude(coefficients[0]! - channel.previousDc);
  channel.previousDc = coefficients[0]!;
  const dcCode = channel.dc.get(dcSize)!;
  bits.write(dcCode[0], dcCode[1]);
  if (dcSize > 0) bits.write(dcBits, dcSize);
  let run = 0;
  for (let k = 1; k < 64; k++) {
    const c = coefficients[k]!;
    if (c === 0) {
      run++;
      continue;
    }
    while (run > 15) {
      const zrl = channel.ac.get(0xf0)!;
      bits.write(zrl[0], zrl[1]);
      run -= 16;
    }
    const [size, value] = magnitude(c);
    const code = channel.ac.get((run << 4) | size)!;
    bits.write(code[0], code[1]);
    bits.write(value, size);
    run = 0;
  }
  if (run > 0) {
    const eob = channel.ac.get(0x00)!;
    bits.write(eob[0], eob[1]);
  }
}

function segment(marker: number, body: number[]): number[] {
  const length = body.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...body];
}

function huffmanSegmentBody(tableClassId: number, spec: HuffmanSpec): number[] {
  return [tableClassId, ...spec.counts, ...spec.symbols];
}

/** Encodes an RGB image as a baseline JFIF JPEG. @param quality 1–100, libjpeg scale. */
export function encodeJpeg(image: RgbImage, quality = 75): Buffer {
  const { width, height, data } = image;
  if (width < 1 || height < 1 || width > 65535 || height > 65535) throw new RangeError(`JPEG dimensions must be 1–65535; got ${width}×${height}`);
  const lumaTable = scaleTable(LUMA_Q, quality);
  const chromaTable = scaleTable(CHROMA_Q, quality);
  const luma: Channel = { table: lumaTable, dc: huffmanCodes(DC_LUMA), ac: huffmanCodes(AC_LUMA), previousDc: 0 };
  const cb: Channel = { table: chromaTable, dc: huffmanCodes(DC_CHROMA), ac: huffmanCodes(AC_CHROMA), previousDc: 0 };
  const cr: Channel = { ...cb, previousDc: 0 };

  const bits = new BitWriter();
  const block = new Float64Array(64);
  const cbBlock = new Float64Array(64);
  const crBlock = new Float64Array(64);
  const coefficients = new Int32Array(64);
  const ys = new Float64Array(256);
  const cbs = new Float64Array(256);
  const crs = new Float64Array(256);
  for (let my = 0; my < height; my += 16) {
    for (let mx = 0; mx < width; mx += 16) {
      // One 16×16 MCU: edge pixels repeat past the image border.
      for (let i = 0; i < 256; i++) {
        const px = Math.min(width - 1, mx + (i & 15));
        const py = Math.min(height - 1, my + (i >> 4));
        const o = (py * width + px) * 3;
        const r = data[o]!;
        const g = data[o + 1]!;
        const b = data[o + 2]!;
        ys[i] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
        cbs[i] = -0.168736 * r - 0.331264 * g + 0.5 * b;
        crs[i] = 0.5 * r - 0.418688 * g - 0.081312 * b;
      }
      for (const [bx, by] of [[0, 0], [8, 0], [0, 8], [8, 8]] as const) {
        for (let i = 0; i < 64; i++) block[i] = ys[(by + (i >> 3)) * 16 + bx + (i & 7)]!;
        encodeBlock(bits, block, luma, coefficients);
      }
      for (let i = 0; i < 64; i++) {
        const top = (i >> 3) * 32 + (i & 7) * 2; // 2×2 average at (2x, 2y) of the 16×16 MCU
        cbBlock[i] = (cbs[top]! + cbs[top + 1]! + cbs[top + 16]! + cbs[top + 17]!) / 4;
        crBlock[i] = (crs[top]! + crs[top + 1]! + crs[top + 16]! + crs[top + 17]!) / 4;
      }
      encodeBlock(bits, cbBlock, cb, coefficients);
      encodeBlock(bits, crBlock, cr, coefficients);
    }
  }

  const bytes = [
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...ZIGZAG.map((n) => lumaTable[n]!), 0x01, ...ZIGZAG.map((n) => chromaTable[n]!)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
    ...segment(0xc4, [
      ...huffmanSegmentBody(0x00, DC_LUMA), ...huffmanSegmentBody(0x10, AC_LUMA),
      ...huffmanSegmentBody(0x01, DC_CHROMA), ...huffmanSegmentBody(0x11, AC_CHROMA),
    ]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]),
  ];
  return Buffer.concat([Buffer.from(bytes), Buffer.from(bits.finish()), Buffer.from([0xff, 0xd9])]);
}
