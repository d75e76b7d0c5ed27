package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Bodyguard comes from the catalogue. Every player's characters are
	// limited (docs/rules-notes.md).
	card("Prince Charming - Protector of the Realm",
		StaticOf("Protective Presence", OnlyOneCharacterCanChallenge()))
}
