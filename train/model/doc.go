// Package model is the policy/value network the trainer learns and the
// neural agent plays with, built as a GoMLX graph and run on GoMLX's pure-Go
// backend.
//
// The network reads one player's observation (package encode): a table of
// visible card rows, global features and a list of options, the legal
// actions of the pending decision, each with its own features and up to two
// card rows it points at (its source and its target).
//
//	e_r   = relu(cards_r·card_w + card_embed[card_index_r] + card_b)  card rows, zeroed where card_index_r = 0
//	pool  = per zone, the mean of e_r over the zone's occupied rows
//	s     = relu(relu([pool, globals]·trunk_w + trunk_b)·trunk2_w + trunk2_b)
//	h_k   = relu(options_k·opt_w + (e·opt_src)[src_k] + (e·opt_tgt)[tgt_k] + s·opt_state + opt_b)
//	logit_k = h_k·opt_out + (mask_k - 1)·1e9
//	value = s·value_w + value_b
//
// A missing reference (-1) points at a zero row. Illegal options get an
// additive -1e9, never -inf, so softmax, log-softmax and entropy stay finite
// (their probability is exactly 0). The value is the expected return of the
// player whose observation it is, in [-1, 1] for a loss/win.
//
// Weights are plain float32 slices in Go (Net.Params) passed to the graph as
// inputs, so checkpoints, export (.npz, ONNX) and the numpy reference
// (bridge/python/lorcana/policy.py) all read the same arrays.
//
// The graph (Forward) takes batches packed (Packed): each observation's
// occupied card rows first and its options up to the last legal one, with
// padding up to the batch's largest, rounded to PackBucket. Observations in
// play fill about 8 of 42 rows and 7 of 32 options, so packing makes the
// graph, forward and backward, several times cheaper; package ppo also
// orders each minibatch by occupancy before cutting it into shards.
//
// Two evaluators run the forward pass: Runner, the GoMLX graph (the one the
// PPO loss differentiates), and Fast, the same formulas in plain Go that
// skip empty card rows, zero features and illegal options; rollouts,
// evaluation and the neural agent use Fast (about 1.6x less CPU per env step
// in training), and a test checks both against a float64 reference.
package model
