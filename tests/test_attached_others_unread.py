"""303.4d, 301.5c, 109.5: on an Aura or Equipment, "other creatures" excludes the enchanted
or equipped creature, not the Aura itself (which isn't a creature while attached). Vampirism
("Enchanted creature gets +1/+1 for each other creature you control. Other creatures you
control get -1/-1.") was read with "other" as "other than Vampirism": the enchanted creature
counted itself and got -1/-1 too. Those lines are now unread (principle 5); "other" inside
an ability the Aura or Equipment grants is the object having it and stays read."""

from __future__ import annotations

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.granted_unread import unread_parts
from arbiter.rules.abilities import UnsupportedAbility


def _unread(name: str) -> list[str]:
    return [u.text for a in Catalog().abilities(name, 0) for u in unread_parts(a)]


def test_303_4d_vampirism_other_creatures_stay_unread() -> None:
    abilities = Catalog().abilities("Vampirism", 0)
    unread = [a.text for a in abilities if isinstance(a, UnsupportedAbility)]
    assert unread == ["Enchanted creature gets +1/+1 for each other creature you control.",
                      "Other creatures you control get -1/-1."]


def test_109_5_other_inside_a_granted_ability_is_read() -> None:
    """Dragon Throne of Tarkir grants "{2}, {T}: Other creatures you control gain trample
    ...": there "other" is other than the creature having the ability."""
    assert _unread("Dragon Throne of Tarkir") == []
    assert _unread("Stoneforge Masterwork") == []
