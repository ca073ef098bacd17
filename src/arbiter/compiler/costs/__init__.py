"""Templates of costs (118): activation costs (602.1), costs to attack (508.1d) and a
spell's own cost changes (601.2f)."""
