package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pterodactyl Janie Doll - Sid's Toy",
		Whenever("Double Transplant", EvBanished, EachOpponentLoses(1), GainLore(1)).During(DuringYourTurn()))
}
