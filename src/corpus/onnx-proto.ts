/**
 * A minimal protobuf writer for the ONNX messages a plain inference graph needs: ModelProto,
 * GraphProto, NodeProto, AttributeProto, TensorProto, ValueInfoProto (field numbers from
 * onnx/onnx.proto, IR version 8). Writing only, no parsing; no dependency.
 *
 * Messages are kept as lists of byte chunks with a known total length, so a 90 MB model is
 * assembled without copying its weight buffers until the final write.
 */

/** ONNX TensorProto.DataType values used here. */
export const DataType = { FLOAT: 1, INT32: 6, INT64: 7 } as const;
export type DataTypeCode = (typeof DataType)[keyof typeof DataType];

/** AttributeProto.AttributeType values used here. */
const AttrType = { FLOAT: 1, INT: 2, STRING: 3, TENSOR: 4, FLOATS: 6, INTS: 7 } as const;

const WIRE_VARINT = 0;
const WIRE_LEN = 2;
const WIRE_FIXED32 = 5;

function varint(value: number | bigint): Uint8Array {
  // Negative int64 values are written as their 64-bit two's complement (10 bytes).
  let v = BigInt.asUintN(64, BigInt(value));
  const out: number[] = [];
  while (v >= 0x80n) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return Uint8Array.from(out);
}

/** An encoded message: byte chunks plus their total length. */
export class Message {
  readonly chunks: Uint8Array[] = [];
  length = 0;

  private push(bytes: Uint8Array): this {
    this.chunks.push(bytes);
    this.length += bytes.length;
    return this;
  }

  private tag(field: number, wire: number): this {
    return this.push(varint((field << 3) | wire));
  }

  int(field: number, value: number | bigint): this {
    return this.tag(field, WIRE_VARINT).push(varint(value));
  }

  float(field: number, value: number): this {
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setFloat32(0, value, true);
    return this.tag(field, WIRE_FIXED32).push(bytes);
  }

  bytes(field: number, value: Uint8Array): this {
    return this.tag(field, WIRE_LEN).push(varint(value.length)).push(value);
  }

  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  message(field: number, value: Message): this {
    this.tag(field, WIRE_LEN).push(varint(value.length));
    for (const chunk of value.chunks) this.push(chunk);
    return this;
  }

  /** The whole message as one buffer. */
  toBytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }
}

/** A tensor's values: float32 or int64 (given as numbers), stored as little-endian raw_data. */
export interface TensorValue {
  name: string;
  dims: readonly number[];
  dataType: DataTypeCode;
  data: Float32Array | Int32Array | readonly number[];
}

const HOST_IS_LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function littleEndianBytes(value: TensorValue): Uint8Array {
  const count = value.data.length;
  // On little-endian hosts a float32 array already is its raw_data: no copy of 90 MB of weights.
  if (HOST_IS_LITTLE_ENDIAN && value.dataType === DataType.FLOAT && value.data instanceof Float32Array) {
    return new Uint8Array(value.data.buffer, value.data.byteOffset, value.data.byteLength);
  }
  if (value.dataType === DataType.INT64) {
    const bytes = new Uint8Array(count * 8);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < count; i++) view.setBigInt64(i * 8, BigInt(value.data[i]!), true);
    return bytes;
  }
  const bytes = new Uint8Array(count * 4);
  const view = new DataView(bytes.buffer);
  if (value.dataType === DataType.FLOAT) for (let i = 0; i < count; i++) view.setFloat32(i * 4, value.data[i]!, true);
  else for (let i = 0; i < count; i++) view.setInt32(i * 4, value.data[i]!, true);
  return bytes;
}

/** TensorProto: dims (1), data_type (2), name (8), raw_data (9). */
export function tensorProto(value: TensorValue): Message {
  const expected = value.dims.reduce((a, b) => a * b, 1);
  if (expected !== value.data.length) {
    throw new RangeError(`tensor ${value.name}: dims [${value.dims.join(', ')}] hold ${expected} values, got ${value.data.length}`);
  }
  const msg = new Message();
  for (const d of value.dims) msg.int(1, d);
  msg.int(2, value.dataType);
  msg.string(8, value.name);
  msg.bytes(9, littleEndianBytes(value));
  return msg;
}

/** An attribute value: number (int when `int` is used), float, ints, string, or a tensor. */
export type AttributeValue =
  | { int: number }
  | { float: number }
  | { ints: readonly number[] }
  | { floats: readonly number[] }
  | { string: string }
  | { tensor: TensorValue };

/** AttributeProto: name (1), f (2), i (3), s (4), t (5), floats (7), ints (8), type (20). */
function attributeProto(name: string, value: AttributeValue): Message {
  const msg = new Message().string(1, name);
  if ('int' in value) msg.int(3, value.int).int(20, AttrType.INT);
  else if ('float' in value) msg.float(2, value.float).int(20, AttrType.FLOAT);
  else if ('ints' in value) {
    for (const v of value.ints) msg.int(8, v);
    msg.int(20, AttrType.INTS);
  } else if ('floats' in value) {
    for (const v of value.floats) msg.float(7, v);
    msg.int(20, AttrType.FLOATS);
  } else if ('string' in value) msg.string(4, value.string).int(20, AttrType.STRING);
  else msg.message(5, tensorProto(value.tensor)).int(20, AttrType.TENSOR);
  return msg;
}

export interface NodeSpec {
  op: string;
  inputs: readonly string[];
  outputs: readonly string[];
  name: string;
  attributes?: Readonly<Record<string, AttributeValue>>;
}

/** NodeProto: input (1), output (2), name (3), op_type (4), attribute (5). */
function nodeProto(node: NodeSpec): Message {
  const msg = new Message();
  for (const i of node.inputs) msg.string(1, i);
  for (const o of node.outputs) msg.string(2, o);
  msg.string(3, node.name).string(4, node.op);
  for (const [name, value] of Object.entries(node.attributes ?? {})) msg.message(5, attributeProto(name, value));
  return msg;
}

/** A graph input or output: element type and shape (numbers are fixed, strings symbolic). */
export interface ValueInfoSpec {
  name: string;
  dataType: DataTypeCode;
  shape: readonly (number | string)[];
}

/** ValueInfoProto { name (1), type (2): TypeProto { tensor_type (1): { elem_type (1), shape (2) } } }. */
function valueInfoProto(info: ValueInfoSpec): Message {
  const shape = new Message();
  for (const d of info.shape) {
    const dim = new Message();
    if (typeof d === 'number') dim.int(1, d);
    else dim.string(2, d);
    shape.message(1, dim);
  }
  const tensorType = new Message().int(1, info.dataType).message(2, shape);
  const type = new Message().message(1, tensorType);
  return new Message().string(1, info.name).message(2, type);
}

export interface ModelSpec {
  graphName: string;
  nodes: readonly NodeSpec[];
  initializers: readonly TensorValue[];
  inputs: readonly ValueInfoSpec[];
  outputs: readonly ValueInfoSpec[];
  opset: number;
  irVersion: number;
  producerName: string;
  producerVersion: string;
  docString: string;
  metadata: Readonly<Record<string, string>>;
}

/**
 * ModelProto: ir_version (1), producer_name (2), producer_version (3), doc_string (6), graph (7),
 * opset_import (8), metadata_props (14). GraphProto: node (1), name (2), initializer (5),
 * input (11), output (12).
 */
export function modelProto(spec: ModelSpec): Message {
  const graph = new Message();
  for (const node of spec.nodes) graph.message(1, nodeProto(node));
  graph.string(2, spec.graphName);
  for (const init of spec.initializers) graph.message(5, tensorProto(init));
  for (const input of spec.inputs) graph.message(11, valueInfoProto(input));
  for (const output of spec.outputs) graph.message(12, valueInfoProto(output));

  const model = new Message()
    .int(1, spec.irVersion)
    .string(2, spec.producerName)
    .string(3, spec.producerVersion)
    .string(6, spec.docString)
    .message(7, graph)
    .message(8, new Message().string(1, '').int(2, spec.opset));
  for (const [key, value] of Object.entries(spec.metadata)) {
    model.message(14, new Message().string(1, key).string(2, value));
  }
  return model;
}
