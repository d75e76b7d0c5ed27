// Package scenario reads and runs scenario files: small game situations set
// up by hand, a list of actions and decisions, and assertions about the
// result, written in YAML to the format of shared/spec/scenarios.md.
//
// Parse reads the scenarios of a file (several may be separated by "---");
// Scenario.Run plays one against card definitions; Run walks files and
// folders, runs everything and prints one line per failing scenario and a
// final "N passed, N failed".
//
// A scenario's setup becomes an engine position (Game.EmptyState, Place,
// PlaceInPlay, SetAt, SetInk, PlaceInk, SetLore, Begin). A card's under list
// is top first, each card faceup unless facedown: true (Boost, 8.4.1); named
// inkwell cards (inkwell: [{card, id, exerted}]) go in after the fillers of
// ink and ink_exerted, facedown, ready unless exerted. The engine keeps each
// ink card's state (State.InkExerted: the exerted ones first in the inkwell,
// paying exerts the earliest ready ones), so expect can check exerted on an
// ink card reached by id. Each step becomes one or more engine actions,
// taken by the player the pending decision belongs to:
//
//	ink / play / quest        ActInk / ActPlay / ActQuest
//	play {card, shift}        ActShift onto the character
//	play {card, sing: [...]}  ActSing with the first singer, then ActChoose for
//	                          each further singer and ActDone where more could
//	                          join (Sing Together, 8.12.1); a list whose total
//	                          is below N is refused
//	challenge / move          ActChallenge / ActMove
//	activate {card, ability}  ActActivate with the ability's index ("Boost":
//	                          engine.BoostAbility); a granted ability by the
//	                          granting ability's story name, or the action's
//	                          name when an action granted it (rule 10)
//	end_turn                  ActEndTurn
//	choose [..]               ActChoose per card, then ActDone if the same
//	                          "up to" choice is still open; [] is ActDone
//	choose {option: N}        ActOption N-1
//	amount / may / name       ActAmount / ActYes, ActNo / ActName
//	choose_player pN          ActOption of the option that stands for pN
//	                          (State.OptionPlayer): the engine asks a chosen
//	                          player as a choice of options, only when two
//	                          or more can be chosen, after the "may" and
//	                          before the sentence's cards (decision rule
//	                          11); choose: {option: N} can't answer it, nor
//	                          choose_player a choice of options
//	resolve                   ActPick of the matching bag item: a trigger
//	                          created by an effect is named by the card
//	                          whose effect created it, a granted ability
//	                          (and what it created) by the granting
//	                          ability's story name or action's name
//	                          (decision rule 10); a name that names no
//	                          ability of the game is an error
//	order [..]                ActChoose per card, top to bottom
//
// expect checks only the keys given. deck_top and deck_bottom compare the
// named cards, in order, with the top or bottom of the deck (top first; a
// deck with fewer cards fails); a card's under compares a count or every
// card under it, top first; facedown compares the card's facedown state. A
// name in expect is looked up among cards in play, hands, discards and under
// cards; deck and inkwell cards are reached by id only.
//
// expect_illegal runs its step on the state; the step must be refused, and
// each refused action must leave the state exactly as it was (compared field
// by field). Play then continues from the state before the step. A turn
// action inside expect_illegal is attempted by the active player even while
// a decision is pending (the engine must refuse it); as a plain step it
// fails the scenario, since a pending decision must be answered first.
//
// Extension beyond shared/spec/scenarios.md: the setup key bag picks the
// bag model the scenario is played under (engine.BagModel, rule variants,
// docs/rule-variants.md): "lorcana" (the default, CR 7.7.4: a file without
// the key plays as the spec says), "alternating" or "nested". Every other
// part of the format is unchanged; resolve picks among the abilities the
// bag frame being resolved can pick (under a variant, those waiting at its
// level; another is refused by the engine). scenario/testdata/variants holds
// the variants' scenarios.
//
// Cards named in setup must be implemented (CardDef.Implemented); a card
// whose abilities are not written yet fails the scenario rather than
// running as a vanilla card. Bad input never panics: a panic inside a run is
// reported as a failure naming the function where it happened.
package scenario
