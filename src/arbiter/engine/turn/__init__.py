"""Turn structure and priority: the game loop and its steps (500-514), what a player with
priority may do and carrying it out (117), skipping steps (614.10), and the opening hand
(103.6)."""
