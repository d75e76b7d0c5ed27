package ppo

// Step is one decision of one seat, in the order that seat took them.
type Step struct {
	Reward float32 // reward the seat received after this decision, up to its next one
	Value  float32 // value estimate of the observation the decision was taken on
	Done   bool    // the game ended (or was cut) before the seat decided again
	// Bootstrap is the value of the state after a cut game (truncation), used
	// when Done and Truncated; 0 for a finished game.
	Truncated bool
	Bootstrap float32
}

// GAE writes the advantages and returns (advantage + value) of one seat's
// decisions. last is the value of the seat's next, not yet taken, decision
// (used when the final step is not Done). gamma discounts per decision;
// lambda is the GAE trade-off.
func GAE(steps []Step, last float32, gamma, lambda float32, adv, ret []float32) {
	var next float32 = last // value of the following decision
	var acc float32
	for i := len(steps) - 1; i >= 0; i-- {
		s := steps[i]
		nv := next
		cont := float32(1)
		if s.Done {
			cont = 0
			nv = 0
			if s.Truncated {
				nv = s.Bootstrap
			}
			acc = 0
		}
		delta := s.Reward + gamma*nv - s.Value
		acc = delta + gamma*lambda*cont*acc
		adv[i] = acc
		ret[i] = acc + s.Value
		next = s.Value
	}
}
