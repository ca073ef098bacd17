"""Arbiter: a Magic: The Gathering rules engine built around an exact layer system (CR 613)."""

__version__ = "0.1.0"
