package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "That character" is the one readied; declined, no one is chosen and
	// the second sentence has no one to act on (6.1.4, 6.1.5.1).
	card("Ares - God of War",
		WheneverAny("Call to Battle", EvPutUnder, CharsOrLocations().Yours(),
			Ready(Chosen(Chars())).Optional(),
			Cant(CantQuest, Them(0), ThisTurn).IfYouDo().Say("that character can't quest for the remainder of this turn")).
			Once().During(DuringYourTurn()))
}
