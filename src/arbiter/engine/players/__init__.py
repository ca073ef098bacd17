"""Players and the end of the game (104): winning and losing by an effect (104.2b,
104.3e)."""
