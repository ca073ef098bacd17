"""700.2: the bullet opening one mode of a modal triggered or activated ability, with the
flavor word some modes carry (207.2d: "• Smash the Chest — Destroy target artifact."). A
flavor word has no rules meaning, so the mode is read as its effect alone; a spell's bullet
lines drop theirs with the ability words (`compiler.lines`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit

#: 207.2d: capitalized words before a dash (the text's em dash is " - " once made plain);
#: a dash right after the bullet's first words can only close a flavor word.
FLAVOR_WORD = pp.Regex(r"[A-Z][a-z'-]+(?: [A-Za-z'-]+)* - (?=\S)").suppress(
    ).set_name("flavor word")
#: "•" and an optional flavor word.
BULLET = lit("\u2022") + pp.Optional(FLAVOR_WORD)

__all__ = ["BULLET", "FLAVOR_WORD"]
