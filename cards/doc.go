// Package cards is the card catalogue: the printed facts of every distinct
// Disney Lorcana card (2,269 full names across sets 1-12 and the promo sets;
// the printings list spells six of them with different capitals) and the
// name lookup used by decklists and scenario files.
//
// The catalogue (catalog.json, embedded) holds facts only: set and number,
// names, type, inks, cost, inkable, classifications, strength, willpower,
// lore, move cost, keywords with their values, Shift details, Sing Together,
// deck limits and story names. It holds no printed rules text. What a card
// does is written separately as engine abilities; Facts returns definitions
// with no abilities, marked Implemented only for vanilla (keyword-only)
// cards.
//
// catalog.json and CATALOG_DECISIONS.md are generated from the printings list
// in ../shared/cards/cards.json by ./gen; CATALOG_DECISIONS.md records how
// each card's facts were chosen where printings or data disagree.
package cards

//go:generate go run ./gen
