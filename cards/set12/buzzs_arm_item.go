package set12

import . "github.com/lorcana-rl/lorcana/engine"

// The file is not buzzs_arm.go: Go reads an _arm.go suffix as a GOARCH
// build constraint and would leave the file out.
func init() {
	card("Buzz's Arm",
		PlayThisForFreeIf("Missing Piece", BanishedThisTurn(Chars().Named("Buzz Lightyear"))),
		Activate("Some Assembly Required", Cost{Exert: true}, NextCostsLess(1, AnyCard().OfType(Actions|Items))))
}
