// Package export writes a trained network for other frontends:
//
//   - NPZ: the weights as a numpy .npz archive (one float32 array per
//     weight, named as in model.ParamNames) and Architecture, a JSON
//     description of the shapes, the observation layout and the formulas;
//     bridge/python/lorcana/policy.py runs it in plain numpy.
//   - ONNX: the whole network as an ONNX model (opset 13, batch size free),
//     with the weights as initializers. Its inputs are the compact
//     observation (Architecture.Layout says how to cut a full observation
//     down); outputs are the logits and the value.
//   - Samples: recorded observations from seeded games, full and compact,
//     with the logits and values the Go network computes on them, for
//     checking another implementation.
//
// The ONNX protobuf is written with google.golang.org/protobuf's wire
// encoder: no Go ONNX library with public message types fits here.
package export
