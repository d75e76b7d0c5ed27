// Package shard is the bookkeeping of a run spread over machines: a run of
// N units (games of an evaluation, a ladder or a fuzz run, pairs of pods of
// a drafter comparison) is played in ranges, each range on its own, and
// their parts are merged into the whole run's result. Range names a part's
// units; Cover checks, before a merge, that the parts cover the run once
// each, and orders them.
package shard
