"""Combat (506-511): declaring attackers and blockers, costs and restrictions, evasion,
combat damage, and removal from combat (506.4)."""
