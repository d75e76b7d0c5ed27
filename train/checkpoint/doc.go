// Package checkpoint saves and loads trained networks with the state needed
// to resume training: one file per checkpoint, written atomically (a
// temporary file in the same folder, fsync, rename, fsync of the folder), so
// a run killed at any moment leaves only whole checkpoints, and checked by a
// CRC when read.
//
// A file is the magic line "lorcana-checkpoint 2\n" (the format, Version),
// a little-endian uint64 length, that many bytes of gob-encoded File, and
// the CRC-32 (IEEE) of those bytes. Format 2 adds History, the record of
// every training phase and its decks; files of format 1 still load,
// without it (File.HistoryProblem says so).
package checkpoint
