package limited

import "fmt"

// Reward is a seat's reward for its deck's results in an event's round
// robin: its games won less its games lost, over its games played, from -1
// (every game lost) to 1 (every game won); a game without a winner counts
// 0. It is 2w-1 for the seat's win share w = (wins + draws/2) / games. A
// seat that played no game gets 0.
//
// In a full round robin every seat plays the same number of games and each
// game adds 1 to one seat's wins and 1 to another's losses, so the rewards
// of a pod sum to 0: a zero-sum reward for training drafters (and builders)
// against each other.
func (s *SeatResult) Reward() float64 {
	n := s.Wins + s.Losses + s.Draws
	if n == 0 {
		return 0
	}
	return float64(s.Wins-s.Losses) / float64(n)
}

// Rewards is every seat's Reward, in seat order. An event that played no
// games (Games 0: built only) has no rewards and is an error.
func (r *DraftEventResult) Rewards() ([]float64, error) {
	return rewards(r.Seats, r.Config.Games)
}

// Rewards is every seat's Reward, in seat order.
func (r *EventResult) Rewards() ([]float64, error) {
	return rewards(r.Seats, r.Config.Games)
}

func rewards(seats []SeatResult, games int) ([]float64, error) {
	if games == 0 {
		return nil, fmt.Errorf("no rewards: the seats played no games (Games 0)")
	}
	out := make([]float64, len(seats))
	for i := range seats {
		out[i] = seats[i].Reward()
	}
	return out, nil
}
