// Package ppo is proximal policy optimisation (Schulman et al. 2017) for the
// network of package model: generalised advantage estimation over each
// seat's own sequence of decisions, the clipped surrogate objective, a value
// loss and an entropy bonus, computed and differentiated as one GoMLX graph,
// and Adam with global gradient-norm clipping applied in Go.
package ppo
