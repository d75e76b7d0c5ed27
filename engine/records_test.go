package engine

import "testing"

// TestTurnRecordMarksAreDistinct guards the TurnRecord marks that no
// ability index can take: two kinds of record sharing a mark would count
// each other's records.
func TestTurnRecordMarksAreDistinct(t *testing.T) {
	marks := map[string]uint8{
		"BanishedInChallenge": BanishedInChallenge, "ChallengedRecord": ChallengedRecord,
		"PlayedThisTurn": PlayedThisTurn, "QuestedRecord": QuestedRecord, "InkedRecord": InkedRecord,
		"DrawnRecord": DrawnRecord, "ChallengerRecord": ChallengerRecord, "DamagedRecord": DamagedRecord,
		"DiscardRecord": DiscardRecord, "BanishedRecord": BanishedRecord,
		"SupportAbility": SupportAbility, "VanishAbility": VanishAbility, "BoostAbility": BoostAbility,
	}
	seen := map[uint8]string{}
	for name, m := range marks {
		if other, ok := seen[m]; ok {
			t.Fatalf("%s and %s share the mark %#x", name, other, m)
		}
		seen[m] = name
		if m >= RemovedDamageRecord && m < RemovedDamageRecord+8 {
			t.Fatalf("%s (%#x) falls among the RemovedDamageRecord marks", name, m)
		}
	}
}
