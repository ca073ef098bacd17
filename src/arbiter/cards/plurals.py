"""English plurals of subtypes as Oracle text writes them (205.3m: "Elves", "Werewolves")."""

from __future__ import annotations

#: Irregular plurals, as Oracle text writes them (205.3m: "Other Heroes you
#: control", "Oxen you control", "Other Pegasi ... you control").
_IRREGULAR = {"Hero": "Heroes", "Ox": "Oxen", "Mouse": "Mice", "Pegasus": "Pegasi",
              "Fungus": "Fungi", "Child": "Children"}


def plural(word: str) -> str:
    """English plurals of subtypes as Oracle text writes them ("Elves", "Wolves")."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith("f"):
        return word[:-1] + "ves"
    if word in ("Plains",):
        return word
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"
