package agents

import (
	"os"
	"strconv"
	"testing"
	"time"
)

func TestExp(t *testing.T) {
	if os.Getenv("EXP") == "" {
		t.Skip()
	}
	g := testGame(t, 0, 1)
	games, _ := strconv.Atoi(os.Getenv("GAMES"))
	a1, a2 := os.Getenv("A1"), os.Getenv("A2")
	wins := 0
	var sims int64
	turns := 0
	t0 := time.Now()
	for i := 0; i < games; i++ {
		x, _ := New(a1, uint64(i)*7+1)
		y, _ := New(a2, uint64(i)*7+2)
		seats := []Agent{x, y}
		me := 0
		if i%2 == 1 {
			seats = []Agent{y, x}
			me = 1
		}
		st, err := PlayGame(g, uint64(i)+100, seats, nil)
		if err != nil {
			t.Fatal(err)
		}
		turns += int(st.Turn)
		if m, ok := x.(*MCTS); ok {
			sims += m.Sims
		}
		if int(st.Winner) == me {
			wins++
		}
	}
	el := time.Since(t0)
	t.Logf("%s vs %s: %d/%d wins, mean turns %.1f, %v, sims %d (%.0f/s upper bound)", a1, a2, wins, games, float64(turns)/float64(games), el, sims, float64(sims)/el.Seconds())
}
