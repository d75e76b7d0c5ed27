// Package decks holds the reference decklists, embedded in the binary.
//
// They are legal Core Constructed decks (60 cards, two inks, at most four
// copies of a full name) built from The First Chapter (set 1) alone, in the
// text form cards.ParseDeck reads. They are the fixed decks for benchmarks
// and for measuring agent strength, so that figures stay comparable:
//
//	set1-amber-amethyst    mostly vanilla and keyword characters
//	set1-emerald-sapphire  mostly vanilla and keyword characters
//	set1-amber-steel       songs, singers and Shift
//	set1-ruby-amethyst     removal, Reckless, Rush
//
// Default names the pair used when no decks are given.
package decks
