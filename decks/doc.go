// Package decks holds the reference decklists, embedded in the binary.
//
// They are legal Core Constructed decks (60 cards, two inks, at most four
// copies of a full name) in the text form cards.ParseDeck reads: the set1-
// decks are built from The First Chapter (set 1) alone, the set4- decks
// mostly from Rise of the Floodborn, Into the Inklands and Ursula's Return
// (sets 2-4, with a few set-1 staples), the set5- and set6- decks from
// Shimmering Skies and Azurite Sea (sets 5-6), the set7- and set8- decks
// from Archazia's Island and Reign of Jafar (sets 7-8), after archetypes
// played in each era. They are the fixed decks for benchmarks and for measuring agent
// strength, so that figures stay comparable:
//
//	set1-amber-amethyst    mostly vanilla and keyword characters
//	set1-emerald-sapphire  mostly vanilla and keyword characters
//	set1-amber-steel       songs, singers and Shift
//	set1-ruby-amethyst     removal, Reckless, Rush
//	set4-amber-steel       "Steelsong": singers, songs, Sleepy's Flute
//	set4-emerald-steel     Bucky discard: Shift, Floodborn, discard songs
//	set5-amber-steel       Seven Dwarfs knights and Seven Dwarfs' Mine:
//	                       cheap questers, locations, moving
//	set6-amethyst-emerald  Genie tempo: Evasive questers, card draw, Ward
//	set7-amethyst-steel    Illusions: Vanish, dual-ink Jafar and Giant Cobra
//	set8-amber-amethyst    Madrigal singers: songs, Singer, Sing Together
//	set10-sapphire-steel   Detectives: cheap Detectives, searching for more,
//	                       Alert and Resist on your turn, Boost
//	set12-amethyst-steel   Supers: the Incredibles and Darkwing Duck, removal
//	                       of Villains and Robots, Shift
//
// A deck whose cards the engine doesn't all implement yet is still listed
// here and checked by "lorcana deck check"; fuzz.ReferenceDecks leaves it
// out of the default pairings until its last card is implemented.
//
// Default names the pair used when no decks are given.
package decks
