/**
 * Rebuilds a TF.js BERT sentence encoder (the `tf_bert_model` graph that TF.js's converter makes
 * from a Hugging Face TFBertModel, plus mean pooling and L2 normalization) as a standard BERT
 * ONNX graph, opset 17.
 *
 * Weights are located through the TF.js graph itself — each one is the input of a named op
 * (`…/query/Tensordot/MatMul` input 1 is the query kernel, `…/LayerNorm/batchnorm/sub` input 0
 * the LayerNorm beta, …) — so a graph of another shape fails loudly instead of converting wrongly.
 *
 * The node layout follows Hugging Face's BERT exports. (Measured with onnxruntime 1.30 on CPU: an
 * opset-12 variant that its online optimizer fuses into Attention kernels ran no faster, so the graph
 * keeps the standard opset-17 LayerNormalization op.)
 *
 * ONNX graph:
 *   inputs  input_ids, attention_mask, token_type_ids: int64 [batch, sequence]
 *   outputs last_hidden_state: float [batch, sequence, hidden]
 *           sentence_embedding: float [batch, hidden] — mean over the attention mask, L2-normalized
 *           (the pooling and normalization of the TF.js graph, done in the graph).
 */
import { DataType, type ModelSpec, type NodeSpec, type TensorValue } from './onnx-proto.js';
import type { TfjsGraph, Weight } from './tfjs-weights.js';

const BERT = 'StatefulPartitionedCall/model/tf_bert_model/bert/';
const OPSET = 17; // LayerNormalization is a standard ONNX op from 17 on.
const IR_VERSION = 8;

/** Architecture facts read from the TF.js graph. */
export interface BertShape {
  layers: number;
  hidden: number;
  heads: number;
  headSize: number;
  intermediate: number;
  vocab: number;
  maxPositions: number;
}

class GraphBuilder {
  readonly nodes: NodeSpec[] = [];
  readonly initializers: TensorValue[] = [];
  private counter = 0;

  op(op: string, inputs: string[], attributes?: NodeSpec['attributes'], output?: string): string {
    const out = output ?? `${op}_${this.counter++}`;
    this.nodes.push({ op, inputs, outputs: [out], name: `${op}_node_${this.nodes.length}`, attributes });
    return out;
  }

  floats(name: string, dims: number[], data: Float32Array | readonly number[]): string {
    this.initializers.push({ name, dims, dataType: DataType.FLOAT, data: data instanceof Float32Array ? data : Float32Array.from(data) });
    return name;
  }

  weight(name: string, w: Weight): string {
    if (!(w.values instanceof Float32Array)) throw new Error(`weight ${w.name} is not float32`);
    return this.floats(name, w.shape, w.values);
  }

  int64s(name: string, data: readonly number[]): string {
    this.initializers.push({ name, dims: [data.length], dataType: DataType.INT64, data });
    return name;
  }

  scalar(name: string, value: number): string {
    return this.floats(name, [], [value]);
  }
}

/** Reads the architecture from the TF.js graph, failing on anything that is not a BERT encoder. */
export function readBertShape(g: TfjsGraph): BertShape {
  const word = g.inputWeight(`${BERT}embeddings/Gather`, 0);
  const positions = g.inputWeight(`${BERT}embeddings/Gather_1`, 0);
  const [vocab, hidden] = word.shape as [number, number];
  let layers = 0;
  while (g.has(`${BERT}encoder/layer_._${layers}/output/LayerNorm/batchnorm/add_1`)) layers++;
  if (layers === 0) throw new Error('the TF.js graph has no BERT encoder layers');
  const self = `${BERT}encoder/layer_._0/attention/self/`;
  const heads = g.inputScalar(`${self}Reshape_2/shape`, 2);
  const headSize = g.inputScalar(`${self}Reshape_2/shape`, 3);
  if (heads * headSize !== hidden) throw new Error(`heads ${heads} × head size ${headSize} ≠ hidden ${hidden}`);
  const intermediate = g.inputWeight(`${BERT}encoder/layer_._0/intermediate/dense/Tensordot/MatMul`, 1).shape[1]!;
  for (const pooling of ['tf.math.reduce_sum/Sum', 'tf.clip_by_value/clip_by_value', 'tf.math.l2_normalize/l2_normalize']) {
    if (!g.has(`StatefulPartitionedCall/model/${pooling}`)) throw new Error(`the TF.js graph lacks ${pooling}: not a mean-pooled, normalized sentence encoder`);
  }
  return { layers, hidden, heads, headSize, intermediate, vocab, maxPositions: positions.shape[0]! };
}

/** LayerNormalization whose gamma/beta/epsilon come from TF's `…/LayerNorm/batchnorm/*` ops. */
function layerNorm(b: GraphBuilder, g: TfjsGraph, x: string, tfScope: string, name: string, hidden: number): string {
  const gamma = b.weight(`${name}.weight`, g.inputWeight(`${tfScope}/batchnorm/mul`, 1, [hidden]));
  const beta = b.weight(`${name}.bias`, g.inputWeight(`${tfScope}/batchnorm/sub`, 0, [hidden]));
  const epsilon = g.inputScalar(`${tfScope}/batchnorm/add`, 1);
  return b.op('LayerNormalization', [x, gamma, beta], { axis: { int: -1 }, epsilon: { float: epsilon } });
}

/** x · W + b for a TF dense layer (`Tensordot/MatMul` kernel [in, out], `BiasAdd` bias). */
function dense(b: GraphBuilder, g: TfjsGraph, x: string, tfScope: string, name: string, inDim: number, outDim: number): string {
  const kernel = b.weight(`${name}.weight`, g.inputWeight(`${tfScope}/Tensordot/MatMul`, 1, [inDim, outDim]));
  const bias = b.weight(`${name}.bias`, g.inputWeight(`${tfScope}/BiasAdd`, 1, [outDim]));
  return b.op('Add', [b.op('MatMul', [x, kernel]), bias]);
}

function encoderLayer(b: GraphBuilder, g: TfjsGraph, s: BertShape, x: string, maskBias: string, i: number, consts: Record<string, string>): string {
  const tf = `${BERT}encoder/layer_._${i}/`;
  const name = `encoder.layer.${i}`;
  const { hidden, heads, headSize, intermediate } = s;
  // [B, S, H] → [B, heads, S, headSize]
  const split = (t: string, perm: number[]) => b.op('Transpose', [b.op('Reshape', [t, consts.headShape!])], { perm: { ints: perm } });
  const q = split(dense(b, g, x, `${tf}attention/self/query`, `${name}.attention.self.query`, hidden, hidden), [0, 2, 1, 3]);
  const kT = split(dense(b, g, x, `${tf}attention/self/key`, `${name}.attention.self.key`, hidden, hidden), [0, 2, 3, 1]);
  const v = split(dense(b, g, x, `${tf}attention/self/value`, `${name}.attention.self.value`, hidden, hidden), [0, 2, 1, 3]);
  // TF multiplies by 1/√headSize; the graph divides by √headSize, as Hugging Face's exports do.
  const scale = 1 / g.inputScalar(`${tf}attention/self/truediv`, 1);
  if (Math.abs(scale - Math.sqrt(headSize)) > 1e-4) throw new Error(`attention scale 1/${scale} is not 1/√${headSize}`);
  const scores = b.op('Add', [b.op('Div', [b.op('MatMul', [q, kT]), consts.sqrtHead!]), maskBias]);
  const probs = b.op('Softmax', [scores], { axis: { int: 3 } });
  const context = b.op('Reshape', [b.op('Transpose', [b.op('MatMul', [probs, v])], { perm: { ints: [0, 2, 1, 3] } }), consts.mergeShape!]);
  const attnOut = dense(b, g, context, `${tf}attention/output/dense`, `${name}.attention.output.dense`, hidden, hidden);
  const h = layerNorm(b, g, b.op('Add', [attnOut, x]), `${tf}attention/output/LayerNorm`, `${name}.attention.output.LayerNorm`, hidden);
  // GELU, exact (erf) form as in the TF graph: 0.5·x·(1 + erf(x/√2)).
  const pre = dense(b, g, h, `${tf}intermediate/dense`, `${name}.intermediate.dense`, hidden, intermediate);
  const erf = b.op('Erf', [b.op('Div', [pre, consts.sqrt2!])]);
  const gelu = b.op('Mul', [b.op('Mul', [pre, b.op('Add', [erf, consts.one!])]), consts.half!]);
  const out = dense(b, g, gelu, `${tf}output/dense`, `${name}.output.dense`, intermediate, hidden);
  return layerNorm(b, g, b.op('Add', [out, h]), `${tf}output/LayerNorm`, `${name}.output.LayerNorm`, hidden);
}

export interface BertOnnxInfo {
  /** Stored in the model's metadata_props. */
  metadata: Record<string, string>;
  docString: string;
}

/** The ONNX model spec of the TF.js sentence encoder `g`. */
export function bertOnnxModel(g: TfjsGraph, info: BertOnnxInfo): { spec: ModelSpec; shape: BertShape } {
  const s = readBertShape(g);
  const b = new GraphBuilder();
  const consts = {
    headShape: b.int64s('const.head_shape', [0, 0, s.heads, s.headSize]),
    mergeShape: b.int64s('const.merge_shape', [0, 0, s.hidden]),
    axis1: b.int64s('const.axis_1', [1]),
    axis2: b.int64s('const.axis_2', [2]),
    lastAxis: b.int64s('const.last_axis', [-1]),
    zero: b.int64s('const.zero', [0]),
    one: b.scalar('const.one', 1),
    half: b.scalar('const.half', 0.5),
    sqrt2: b.scalar('const.sqrt2', Math.SQRT2),
    sqrtHead: b.scalar('const.sqrt_head_size', Math.sqrt(s.headSize)),
  };

  // Embeddings: word + position (0..S-1) + token type, then LayerNorm.
  const words = b.op('Gather', [b.weight('embeddings.word_embeddings.weight', g.inputWeight(`${BERT}embeddings/Gather`, 0, [s.vocab, s.hidden])), 'input_ids']);
  const seqEnd = b.op('Slice', [b.op('Shape', ['input_ids']), consts.axis1, consts.axis2, consts.zero]);
  const positionTable = b.weight('embeddings.position_embeddings.weight', g.inputWeight(`${BERT}embeddings/Gather_1`, 0, [s.maxPositions, s.hidden]));
  const positions = b.op('Slice', [positionTable, consts.zero, seqEnd, consts.zero]);
  const typeTable = g.inputWeight(`${BERT}embeddings/Gather_2`, 0);
  const types = b.op('Gather', [b.weight('embeddings.token_type_embeddings.weight', typeTable), 'token_type_ids']);
  const summed = b.op('Add', [b.op('Add', [words, positions]), types]);
  let x = layerNorm(b, g, summed, `${BERT}embeddings/LayerNorm`, 'embeddings.LayerNorm', s.hidden);

  // Attention bias: (1 − mask) · −10000 as [B, 1, 1, S] (TF: bert/Sub, bert/Mul), in the node order
  // of Hugging Face's BERT exports.
  const mask4d = b.op('Unsqueeze', [b.op('Unsqueeze', ['attention_mask', consts.axis1]), consts.axis2]);
  const maskFill = b.scalar('const.mask_fill', g.inputScalar(`${BERT}Mul`, 1));
  const maskBias = b.op('Mul', [b.op('Sub', [consts.one, b.op('Cast', [mask4d], { to: { int: DataType.FLOAT } })]), maskFill]);

  for (let i = 0; i < s.layers; i++) x = encoderLayer(b, g, s, x, maskBias, i, consts);
  const hiddenStates = b.op('Identity', [x], undefined, 'last_hidden_state');

  // Mean pooling over the mask, count clipped at the TF graph's 1e-9; L2 norm floored at 1e-12.
  const maskFloat = b.op('Cast', ['attention_mask'], { to: { int: DataType.FLOAT } });
  const tokenWeights = b.op('Unsqueeze', [maskFloat, consts.lastAxis]);
  const tokenSum = (x: string) => b.op('ReduceSum', [x, consts.axis1], { keepdims: { int: 0 } });
  const summedTokens = tokenSum(b.op('Mul', [hiddenStates, tokenWeights]));
  const clipMin = b.scalar('const.count_floor', g.inputScalar('StatefulPartitionedCall/model/tf.clip_by_value/clip_by_value', 1));
  const counts = b.op('Max', [tokenSum(tokenWeights), clipMin]);
  const mean = b.op('Div', [summedTokens, counts]);
  const normFloor = b.scalar('const.norm_floor', g.inputScalar('StatefulPartitionedCall/model/tf.math.l2_normalize/l2_normalize/Maximum', 1));
  const sumSquares = b.op('ReduceSumSquare', [mean], { axes: { ints: [-1] }, keepdims: { int: 1 } });
  const norm = b.op('Sqrt', [b.op('Max', [sumSquares, normFloor])]);
  b.op('Div', [mean, norm], undefined, 'sentence_embedding');

  const spec: ModelSpec = {
    graphName: 'bert_sentence_encoder',
    nodes: b.nodes,
    initializers: b.initializers,
    inputs: ['input_ids', 'attention_mask', 'token_type_ids'].map((name) => ({ name, dataType: DataType.INT64, shape: ['batch', 'sequence'] })),
    outputs: [
      { name: 'last_hidden_state', dataType: DataType.FLOAT, shape: ['batch', 'sequence', s.hidden] },
      { name: 'sentence_embedding', dataType: DataType.FLOAT, shape: ['batch', s.hidden] },
    ],
    opset: OPSET,
    irVersion: IR_VERSION,
    producerName: 'brand-design',
    producerVersion: '1',
    docString: info.docString,
    metadata: info.metadata,
  };
  return { spec, shape: s };
}
