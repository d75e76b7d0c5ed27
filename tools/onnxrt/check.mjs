// Runs an ONNX model written by `lorcana export --format onnx` (the play
// network or the PPO drafter) in
// onnxruntime (onnxruntime-node, CPU) on the observations of a samples file
// (`lorcana export --samples N`, an .npz) and checks its logits and values
// against the ones the Go network recorded there.
//
//   node tools/onnxrt/check.mjs MODEL.onnx SAMPLES.npz [TOLERANCE]
//
// Exit 0 when every legal option's logit and every value is within
// TOLERANCE (default 1e-5, absolute plus relative) and every illegal option's
// logit is below -1e8; exit 1 with the worst difference otherwise, 2 on bad
// input.
import { readFileSync } from 'node:fs';
import ort from 'onnxruntime-node';


function fail(code, msg) {
  console.error(`onnxrt check: ${msg}`);
  process.exit(code);
}

// readNPZ reads the arrays of an .npz written by lorcana export: a zip of
// uncompressed .npy files of little-endian float32 ('<f4') or int32 ('<i4').
// The entries are found through the zip's central directory, since the
// local headers of a streamed zip carry no sizes.
function readNPZ(path) {
  const buf = readFileSync(path);
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) fail(2, `${path}: not a zip archive`);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const arrays = {};
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) fail(2, `${path}: bad central directory`);
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (method !== 0) fail(2, `${path}: ${name} is compressed (want stored entries)`);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    arrays[name.replace(/\.npy$/, '')] = readNPY(buf.subarray(start, start + size), `${path}: ${name}`);
  }
  return arrays;
}

function readNPY(b, what) {
  if (b.toString('latin1', 0, 6) !== '\x93NUMPY') fail(2, `${what}: not an .npy array`);
  const hlen = b.readUInt16LE(8);
  const header = b.toString('latin1', 10, 10 + hlen);
  const descr = /'descr':\s*'([^']+)'/.exec(header);
  const shape = /'shape':\s*\(([^)]*)\)/.exec(header);
  if (!descr || !shape || /'fortran_order':\s*True/.test(header)) fail(2, `${what}: unsupported header ${header}`);
  const dims = shape[1].split(',').map((s) => s.trim()).filter((s) => s !== '').map(Number);
  const data = b.subarray(10 + hlen);
  const n = dims.reduce((a, d) => a * d, 1);
  const copy = new ArrayBuffer(n * 4); // aligned for the typed array
  new Uint8Array(copy).set(data.subarray(0, n * 4));
  switch (descr[1]) {
    case '<f4': return { dims, type: 'float32', data: new Float32Array(copy) };
    case '<i4': return { dims, type: 'int32', data: new Int32Array(copy) };
    default: fail(2, `${what}: dtype ${descr[1]} (want <f4 or <i4)`);
  }
}

const [modelPath, samplesPath, tolArg] = process.argv.slice(2);
if (!modelPath || !samplesPath) fail(2, 'usage: node check.mjs MODEL.onnx SAMPLES.npz [TOLERANCE]');
const tol = tolArg === undefined ? 1e-5 : Number(tolArg);
if (!(tol > 0)) fail(2, `tolerance ${tolArg}: want a positive number`);

const s = readNPZ(samplesPath);
const session = await ort.InferenceSession.create(modelPath, { executionProviders: ['cpu'] });
// The model's own inputs: the play network's compact observation
// (card_index, cards, globals, options, option_refs, mask) or the PPO
// drafter's (x, mask, pool); the samples file must hold each.
const INPUTS = session.inputNames;
for (const k of [...INPUTS, 'mask', 'logits', 'value']) {
  if (!s[k]) fail(2, `${samplesPath}: no array ${k}`);
}
const feeds = {};
for (const k of INPUTS) feeds[k] = new ort.Tensor(s[k].type, s[k].data, s[k].dims);
const out = await session.run(feeds);
if (!out.logits || !out.value) fail(1, `the model's outputs are ${Object.keys(out)} (want logits and value)`);

const close = (got, want) => Math.abs(got - want) <= tol + tol * Math.abs(want);
const errors = [];
let worst = 0;
const check = (what, got, want) => {
  const d = Math.abs(got - want);
  if (!(d <= worst)) worst = d;
  if (!close(got, want) && errors.length < 10) errors.push(`${what}: onnxruntime ${got}, Go ${want}`);
};
const [n, k] = s.mask.dims;
const logits = out.logits.data;
const value = out.value.data;
if (out.logits.dims.join() !== [n, k].join() || value.length !== n) {
  fail(1, `output shapes logits ${out.logits.dims}, value ${out.value.dims} (want [${n},${k}] and [${n}])`);
}
let legal = 0;
for (let i = 0; i < n * k; i++) {
  if (s.mask.data[i] > 0) {
    legal++;
    check(`logits[${Math.floor(i / k)}][${i % k}]`, logits[i], s.logits.data[i]);
  } else if (!(logits[i] < -1e8) && errors.length < 10) {
    errors.push(`logits[${Math.floor(i / k)}][${i % k}] of an illegal option is ${logits[i]} (want about -1e9)`);
  }
}
for (let i = 0; i < n; i++) check(`value[${i}]`, value[i], s.value.data[i]);
if (errors.length > 0) fail(1, `${errors.join('\n')}\n(worst difference ${worst})`);
console.log(`onnxruntime ${ort.env.versions.common}: ${n} samples, ${legal} legal logits and ${n} values within ${tol} of Go (worst difference ${worst.toExponential(2)})`);
