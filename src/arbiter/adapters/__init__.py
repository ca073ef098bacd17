"""Adapters for agent frameworks (optional extras; issue 17): the integer encoding of actions
with a legal-action mask and a fixed-length feature vector (`encoding`, no dependency), and a
PettingZoo AEC environment (`pettingzoo_env`, `pip install 'mtg-arbiter[rl]'`)."""
