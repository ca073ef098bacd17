"""601.2c: "Choose target creature with mana value 3 or less. If this spell was kicked,
instead choose target creature. Exile the chosen creature ..." (Expel the Unworthy): which
target "the chosen creature" names depends on the announcement. Before, it was read as the
second target whether kicked or not (unkicked, the spell asked for two targets and exiled the
second). Until one slot can follow the condition, the line stays an explicit unsupported part;
"the chosen creature" after an unconditional choice is still read (Duel for Dominance)."""

from __future__ import annotations

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.granted_unread import unread_parts

_CAT = Catalog()


def _unread(name: str) -> list[str]:
    record = _CAT.db.get(name)
    return [p.text for i in range(len(record.faces))
            for a in _CAT.abilities(record.name, i) for p in unread_parts(a)]


def test_601_2c_the_chosen_creature_after_a_conditional_choice_is_unread() -> None:
    assert any("the chosen creature" in t for t in _unread("Expel the Unworthy"))


def test_601_2c_the_chosen_creature_after_a_plain_choice_is_read() -> None:
    assert _unread("Duel for Dominance") == []
