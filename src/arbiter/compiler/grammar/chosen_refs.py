""""the chosen creature you control": an object named by an earlier "Choose <target> and
<target>." sentence (601.2c), by the words of its target phrase (`compiler.grammar.refs.bind`
finds which target it is)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import OBJECT_PHRASE
from arbiter.compiler.grammar.refs import ChosenPhrase

THE_CHOSEN = (sup("the chosen") + OBJECT_PHRASE).set_parse_action(
    lambda t: ChosenPhrase(t[0].text.lower())).set_name("the chosen object")

__all__ = ["THE_CHOSEN"]
