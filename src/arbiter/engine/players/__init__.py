"""Players (102-104, 119): life totals changed by effects (119), and winning and losing the
game by an effect (104.2b, 104.3e)."""
