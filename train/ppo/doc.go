// Package ppo is proximal policy optimisation (Schulman et al. 2017) for the
// network of package model: generalised advantage estimation over each
// seat's own sequence of decisions, the clipped surrogate objective, a value
// loss and an entropy bonus, computed and differentiated as one GoMLX graph,
// and Adam with global gradient-norm clipping applied in Go.
//
// A minibatch is evaluated in shards (Shards, ShardSize) on all cores at
// once, each packed to its occupied card rows and options (model.Packed);
// the shards' means are averaged in a fixed order, so the gradients are the
// whole minibatch's and do not depend on the number of cores.
package ppo
