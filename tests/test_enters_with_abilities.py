"""614.1c: "If this creature was kicked, it enters with two +1/+1 counters on it and with
haste." (and the volvers' 'and with "Pay 3 life: Regenerate this creature."'): the permanent
enters with the abilities for as long as it stays on the battlefield (400.7: a new object
when it returns), only when the condition held as it entered. Played through the engine."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.game import Game
from arbiter.engine.replacement import entering_abilities
from arbiter.rules.abilities import ReplacementAbility, UnsupportedAbility

_KAVU = """
    name: pouncing kavu
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Island]
    hand: {Alice: [{card: Pouncing Kavu, as: kavu}, Unsummon]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def _kavu(game):  # type: ignore[no-untyped-def]
    return game.chars(obj_id(game, "kavu"))


def test_614_1c_kicked_and_with_reads_counters_and_abilities() -> None:
    line = ("If this creature was kicked, it enters with two +1/+1 counters on it and with "
            "haste.")
    counters, abilities = compile_line(line, "Pouncing Kavu")
    assert isinstance(counters, ReplacementAbility) and counters.kind == "enters_with_counters"
    assert isinstance(abilities, ReplacementAbility)
    assert abilities.kind == entering_abilities.KIND
    assert [a.keyword for a in abilities.spec[0]] == ["haste"]


def test_614_1c_pouncing_kavu_kicked_enters_with_counters_and_haste(board) -> None:
    """Pouncing Kavu (1/1 first strike) kicked: a 3/3 with haste."""
    game = board(_KAVU + """
    actions:
      - {cast: kavu, choices: {kicker: yes}}
""")
    kavu = _kavu(game)
    assert (kavu.power, kavu.toughness) == (3, 3)
    assert kavu.has_keyword("haste") and kavu.has_keyword("first strike")
    again = Game.from_json(game.to_json(), catalog=game.catalog)  # the effect is state, saved
    assert _kavu(again).has_keyword("haste")


def test_614_1c_pouncing_kavu_unkicked_has_no_haste(board) -> None:
    game = board(_KAVU + """
    actions:
      - {cast: kavu, choices: {kicker: no}}
""")
    kavu = _kavu(game)
    assert (kavu.power, kavu.toughness) == (1, 1) and not kavu.has_keyword("haste")


def test_614_1c_400_7_the_abilities_end_when_it_leaves_the_battlefield(board) -> None:
    """Kicked, bounced by Unsummon and cast again unkicked: a new object, a 1/1 without
    haste (the first entering's abilities stayed with the object that left)."""
    game = board(_KAVU + """
    actions:
      - {cast: kavu, choices: {kicker: yes}}
      - {cast: Unsummon, targets: [kavu]}
      - {cast: kavu, choices: {kicker: no}}
""")
    kavu = _kavu(game)
    assert game.obj(obj_id(game, "kavu")).zone == "battlefield"
    assert (kavu.power, kavu.toughness) == (1, 1) and not kavu.has_keyword("haste")


_VOLVER = """
    name: anavolver
    battlefield: [Forest, Forest, Forest, Forest, Swamp, Island, Island]
    hand: {Alice: [{card: Anavolver, as: volver}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def _texts(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.ability.text for a in game.chars(obj_id(game, "volver")).abilities]


def test_614_1c_anavolver_kicked_with_b_enters_with_the_quoted_ability(board) -> None:
    """Anavolver (3/3) kicked with its {B} kicker only: one +1/+1 counter and "Pay 3 life:
    Regenerate this creature.", not the {1}{U} kicker's two counters and flying."""
    game = board(_VOLVER + """
    actions:
      - {cast: volver, choices: {kicker: [no, yes]}}
""")
    volver = game.chars(obj_id(game, "volver"))
    assert (volver.power, volver.toughness) == (4, 4) and not volver.has_keyword("flying")
    assert "Pay 3 life: Regenerate this creature." in _texts(game)


def test_614_1c_anavolver_kicked_twice_enters_with_both(board) -> None:
    game = board(_VOLVER + """
    actions:
      - {cast: volver, choices: {kicker: [yes, yes]}}
""")
    volver = game.chars(obj_id(game, "volver"))
    assert (volver.power, volver.toughness) == (6, 6) and volver.has_keyword("flying")
    assert "Pay 3 life: Regenerate this creature." in _texts(game)


def test_614_1c_an_ability_the_engine_cant_read_keeps_the_line_unread() -> None:
    (ab,) = compile_line('If this creature was kicked, it enters with a +1/+1 counter on it '
                         'and with "Whenever this creature blorbs, you win the game."', "Xyz")
    assert isinstance(ab, UnsupportedAbility)
