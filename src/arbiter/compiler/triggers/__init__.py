"""Templates of triggered abilities (603): trigger conditions, compound and delayed
triggers, and triggers that return their own card."""
