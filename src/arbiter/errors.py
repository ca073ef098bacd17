"""Errors a player or a scenario author sees. Each says what is wrong in a player's words."""

from __future__ import annotations


class ArbiterError(ValueError):
    """Base of every error Arbiter reports to a user."""


class IllegalActionError(ArbiterError):
    """An action the rules don't allow now; the game is left exactly as it was."""


class DecisionNeeded(ArbiterError):
    """A decision had more than one legal option and nothing answered it."""


class UnsupportedTextError(ArbiterError):
    """Principle 5: the game needed a part of a card the engine cannot read."""

    def __init__(self, card: str, text: str) -> None:
        super().__init__(f"{card}: Arbiter can't carry out this text yet: {text!r}")
        self.card = card
        self.text = text
