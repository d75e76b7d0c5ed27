package engine

// Builders for the cards that count or affect the characters that sang a
// song (8.12.1, Sing Together).

// ThatSang narrows a filter to the characters exerted to sing the song now
// being played: "each character that sang this song" (5.4.4.2, 8.12.1).
func (f Filter) ThatSang() Filter { f.Sang = true; return f }

// SingersAtLeast is "if N or more characters sang this song" (8.12.1).
func SingersAtLeast(n int) Cond { return YouHave(Chars().ThatSang(), n) }
