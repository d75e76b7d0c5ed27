package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each opponent chooses among their own ready characters (their Ward
	// doesn't stop it, 8.15.1); the characters so exerted skip their next
	// Ready step (3.2.1.1).
	exert := EachOpponentChooses(0,
		Exert(Chosen(Chars().IsReady())).Say("each opponent picks one of their ready characters and exerts it"))
	card("Chernabog - Creature of the Night",
		WhenPlayed("Midnight Revel", append(exert,
			SkipNextReady(Them(0)).Say("they skip readying at the start of their next turn"))...))
}
