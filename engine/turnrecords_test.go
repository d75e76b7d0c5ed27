package engine

import "testing"

// The TurnRecord marks must differ from each other: a shared value makes
// one kind of record read as another (a card drawn counted as a card that
// left a discard, CondLeftDiscardThisTurn).
func TestTurnRecordMarksDistinct(t *testing.T) {
	marks := map[string]uint8{
		"BanishedInChallenge": BanishedInChallenge, "ChallengedRecord": ChallengedRecord,
		"PlayedThisTurn": PlayedThisTurn, "QuestedRecord": QuestedRecord, "InkedRecord": InkedRecord,
		"DrawnRecord": DrawnRecord, "ChallengerRecord": ChallengerRecord, "DamagedRecord": DamagedRecord,
		"DiscardRecord": DiscardRecord, "BanishedRecord": BanishedRecord, "LeftDiscardRecord": LeftDiscardRecord,
		"PreventedOnceRecord": PreventedOnceRecord, "PutUnderRecord": PutUnderRecord,
		"SupportAbility": SupportAbility, "VanishAbility": VanishAbility, "BoostAbility": BoostAbility,
	}
	seen := map[uint8]string{}
	for name, v := range marks {
		if v >= RemovedDamageRecord && v < RemovedDamageRecord+8 {
			t.Errorf("%s (%#x) falls in RemovedDamageRecord's range", name, v)
		}
		if o, ok := seen[v]; ok {
			t.Errorf("%s and %s share %#x", name, o, v)
		}
		seen[v] = name
	}
}
