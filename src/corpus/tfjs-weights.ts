/**
 * Reads a TF.js graph model (model.json + weight shards) without TF.js: the weight table,
 * dequantized exactly as tfjs-core's `decodeWeights` does (`q * scale + min`, stored as float32),
 * and the graph's nodes by name, so a converter can find each weight by the op that consumes it.
 */

/** One weight entry of model.json's `weightsManifest[].weights`. */
interface WeightSpec {
  name: string;
  shape: number[];
  dtype: 'float32' | 'int32';
  quantization?: { dtype: 'uint8' | 'uint16'; min: number; scale: number };
}

interface GraphNode {
  name: string;
  op: string;
  input?: string[];
}

/** The parts of a TF.js graph-model model.json read here. */
export interface TfjsModelJson {
  format: string;
  modelTopology: { node: GraphNode[] };
  weightsManifest: { paths: string[]; weights: WeightSpec[] }[];
}

export interface Weight {
  name: string;
  shape: number[];
  values: Float32Array | Int32Array;
}

export class TfjsGraph {
  private readonly weights = new Map<string, Weight>();
  private readonly nodes = new Map<string, GraphNode>();

  /**
   * @param model the parsed model.json
   * @param readShard returns the bytes of one shard path listed in the manifest
   */
  constructor(model: TfjsModelJson, readShard: (path: string) => Uint8Array) {
    if (model.format !== 'graph-model') throw new Error(`expected a TF.js graph-model, got format ${JSON.stringify(model.format)}`);
    for (const node of model.modelTopology.node) this.nodes.set(node.name, node);
    for (const group of model.weightsManifest) {
      const buffer = concat(group.paths.map(readShard));
      let offset = 0;
      for (const spec of group.weights) {
        const count = spec.shape.reduce((a, b) => a * b, 1);
        const decoded = decodeWeight(spec, buffer, offset, count);
        offset += decoded.bytes;
        this.weights.set(spec.name, { name: spec.name, shape: spec.shape, values: decoded.values });
      }
      if (offset !== buffer.length) throw new Error(`weights of ${group.paths.join(', ')}: manifest covers ${offset} bytes, shards hold ${buffer.length}`);
    }
  }

  /** The node named `name` (must exist). */
  node(name: string): GraphNode {
    const node = this.nodes.get(name);
    if (!node) throw new Error(`TF.js graph has no node ${name}`);
    return node;
  }

  /** Whether a node of that name exists. */
  has(name: string): boolean {
    return this.nodes.has(name);
  }

  /** The weight feeding input `index` of node `nodeName`, checked against `shape`. */
  inputWeight(nodeName: string, index: number, shape?: readonly number[]): Weight {
    const raw = this.node(nodeName).input?.[index];
    if (raw === undefined) throw new Error(`node ${nodeName} has no input ${index}`);
    const weight = this.weights.get(raw.replace(/:0$/, ''));
    if (!weight) throw new Error(`input ${index} of ${nodeName} (${raw}) is not a stored weight`);
    if (shape && (weight.shape.length !== shape.length || weight.shape.some((d, i) => d !== shape[i]))) {
      throw new Error(`weight ${weight.name}: expected shape [${shape.join(', ')}], got [${weight.shape.join(', ')}]`);
    }
    return weight;
  }

  /** A scalar weight feeding `nodeName` at `index`. */
  inputScalar(nodeName: string, index: number): number {
    const w = this.inputWeight(nodeName, index);
    if (w.values.length !== 1) throw new Error(`weight ${w.name} is not a scalar`);
    return w.values[0]!;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

function decodeWeight(spec: WeightSpec, buffer: Uint8Array, offset: number, count: number): { values: Float32Array | Int32Array; bytes: number } {
  const q = spec.quantization;
  if (q) {
    if (spec.dtype !== 'float32') throw new Error(`weight ${spec.name}: quantized ${spec.dtype} is not supported`);
    const width = q.dtype === 'uint8' ? 1 : 2;
    const view = new DataView(buffer.buffer, buffer.byteOffset + offset, count * width);
    const values = new Float32Array(count);
    // Same arithmetic as tfjs-core io/io_utils decodeWeight: double multiply-add, then float32.
    for (let i = 0; i < count; i++) values[i] = (width === 1 ? view.getUint8(i) : view.getUint16(i * 2, true)) * q.scale + q.min;
    return { values, bytes: count * width };
  }
  const view = new DataView(buffer.buffer, buffer.byteOffset + offset, count * 4);
  const values = spec.dtype === 'int32' ? new Int32Array(count) : new Float32Array(count);
  for (let i = 0; i < count; i++) values[i] = spec.dtype === 'int32' ? view.getInt32(i * 4, true) : view.getFloat32(i * 4, true);
  return { values, bytes: count * 4 };
}
