package engine

import "testing"

// The TurnRecord markers (frame.go) name no ability and must not collide
// with one another, nor with RemovedDamageRecord's range of one index per
// player, nor with the keyword and Boost ability indexes.
func TestTurnRecordMarkersDistinct(t *testing.T) {
	seen := map[uint8]string{}
	add := func(v uint8, name string) {
		if o, ok := seen[v]; ok {
			t.Fatalf("TurnRecord marker %#x used by both %s and %s", v, o, name)
		}
		seen[v] = name
	}
	for p := uint8(0); p < 8; p++ {
		add(RemovedDamageRecord+p, "RemovedDamageRecord+p")
	}
	add(BanishedInChallenge, "BanishedInChallenge")
	add(ChallengedRecord, "ChallengedRecord")
	add(PlayedThisTurn, "PlayedThisTurn")
	add(QuestedRecord, "QuestedRecord")
	add(InkedRecord, "InkedRecord")
	add(ChallengerRecord, "ChallengerRecord")
	add(DamagedRecord, "DamagedRecord")
	add(DrawnRecord, "DrawnRecord")
	add(DiscardRecord, "DiscardRecord")
	add(BanishedRecord, "BanishedRecord")
	add(LeftDiscardRecord, "LeftDiscardRecord") // once 0xFA, DrawnRecord's: a draw read as a card leaving a discard
	add(PreventedOnceRecord, "PreventedOnceRecord")
	add(PutUnderRecord, "PutUnderRecord")
	add(SupportAbility, "SupportAbility")
	add(VanishAbility, "VanishAbility")
	add(BoostAbility, "BoostAbility")
}
