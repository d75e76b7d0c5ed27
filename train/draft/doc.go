// Package draft is the drafter trained with PPO (issue 29, part 4): a
// policy network over the pack in hand, its training on draft pods whose
// reward comes from the built decks' match results, its checkpoints, and
// the drafter that plays it (limited.Drafter).
//
// The network scores each card of the pack from the card's catalogue
// features (cost, inks, type, strength, willpower, lore, inkable, keywords,
// abilities, the deck builder's heuristic score; no per-card one-hot, so
// that it generalises across sets and to cards it never saw), a few
// features of the card against the own pool (how many pool cards share its
// inks, whether it fits the pool's two main inks, how full its cost is) and
// a summary of the own pool (ink counts, curve, size, the pick):
//
//	x_k     = [card_k, fit_k, pool]
//	h_k     = relu(relu(x_k·w1 + b1)·w2 + b2)
//	logit_k = h_k·wo + bo + (mask_k - 1)·1e9
//	value   = relu(pool·v1 + vb1)·v2 + vb2
//
// and picks from the masked softmax over the pack. The value is the
// expected reward of the seat (its deck's win share against the other
// drafters' decks, as 2w-1). The GoMLX graph (Loss) computes the PPO loss
// and its gradients; Net.Forward is the same formulas in plain Go for
// drafting, tested against the graph.
package draft
