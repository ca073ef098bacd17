"""601.2h, 603.4, 608.2c: "if {R} was spent to cast this spell | it" (each symbol one mana of
its type: "{W}{W}" two white, "{W}{U}" one white and one blue), decided by the mana paid for
the spell as its total cost was paid. In an object's own trigger ("When this creature enters,
if {R} was spent to cast it", "When you cast this spell, if {C} was spent to cast it") "it"
is that object: the permanent keeps the record of the spell it was (400.7); put onto the
battlefield without being cast, nothing was spent. After "Whenever you cast a spell", "it"
is the spell cast (`tests/test_opus_mana_spent_601_2h.py`); about another object: not read."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text

ALICE, BOB = 0, 1


def _scrapper(solve, lands: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: Gruul Scrapper
        battlefield: {lands}
        hand: {{Alice: [{{card: Gruul Scrapper, as: scrapper}}]}}
        actions:
          - {{cast: scrapper, pay: true}}
        expect:
          scrapper: {{zone: battlefield}}
    """)
    assert out.passed, out.failures
    return out.game.chars(obj_id(out.game, "scrapper"))


def test_603_4_gruul_scrapper_red_mana_spent_gains_haste(solve) -> None:
    """{3}{G} paid with a Mountain among the lands: {R} was spent, it gains haste."""
    assert _scrapper(solve, "[Forest, Forest, Forest, Mountain]").has_keyword("haste")


def test_603_4_gruul_scrapper_no_red_mana_spent_no_haste(solve) -> None:
    assert not _scrapper(solve, "[Forest, Forest, Forest, Forest]").has_keyword("haste")


def test_603_4_gruul_scrapper_put_onto_the_battlefield_no_haste(solve) -> None:
    """Not cast (400.7): no mana was spent to cast it; the intervening if is false."""
    out = solve("""
        name: Gruul Scrapper entered
        actions:
          - {enter: {card: Gruul Scrapper, as: scrapper}}
    """)
    assert out.passed, out.failures
    assert not out.game.chars(obj_id(out.game, "scrapper")).has_keyword("haste")


def _catharsis(solve, lands: str) -> int:  # type: ignore[no-untyped-def]
    """Catharsis ({4}{R/W}{R/W}): the Kithkin tokens it makes."""
    out = solve(f"""
        name: Catharsis
        battlefield: {lands}
        hand: {{Alice: [{{card: Catharsis, as: catharsis}}]}}
        actions:
          - {{cast: catharsis, pay: true}}
    """)
    assert out.passed, out.failures
    game = out.game
    return len([o for o in game.state.battlefield() if game.name_of(o) == "Kithkin Token"])


def test_603_4_catharsis_two_white_mana_make_two_kithkin(solve) -> None:
    assert _catharsis(solve, "[Plains, Plains, Mountain, Mountain, Mountain, Mountain]") == 2


def test_603_4_catharsis_one_white_mana_makes_none(solve) -> None:
    """{W}{W}: two white mana; one isn't enough."""
    assert _catharsis(solve, "[Plains, Mountain, Mountain, Mountain, Mountain, Mountain]") == 0


def _seed_spark(solve, lands: str) -> int:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: Seed Spark
        battlefield:
          - {{card: Sol Ring, as: ring, controller: Bob}}
          - {lands}
        hand: {{Alice: [{{card: Seed Spark, as: spark}}]}}
        actions:
          - {{cast: spark, targets: [ring], pay: true}}
        expect:
          ring: {{zone: graveyard}}
    """)
    assert out.passed, out.failures
    game = out.game
    return len([o for o in game.state.battlefield() if game.name_of(o) == "Saproling Token"])


def test_608_2c_seed_spark_green_mana_spent_makes_two_saprolings(solve) -> None:
    assert _seed_spark(solve, "{card: Plains}\n          - {card: Plains}\n"
                              "          - {card: Plains}\n          - {card: Forest}") == 2


def test_608_2c_seed_spark_no_green_mana_spent_makes_none(solve) -> None:
    assert _seed_spark(solve, "{card: Plains}\n          - {card: Plains}\n"
                              "          - {card: Plains}\n          - {card: Plains}") == 0


@pytest.mark.parametrize("line", [
    # "it" is a creature that died: not a spell being cast, nor the source
    "Whenever a creature you control dies, if {R} was spent to cast it, draw a card.",
    # another object's entering
    "Whenever another creature you control enters, if {G} was spent to cast it, draw a card.",
])
def test_601_2h_spent_to_cast_it_about_another_object_stays_unread(line: str) -> None:
    assert compile_text(line, "Test Card") is None


@pytest.mark.parametrize(("lands", "stays"), [("[Island, Forest]", True),
                                              ("[Island, Island]", False)])
def test_608_2c_plaxmanta_sacrificed_unless_green_mana_was_spent(solve, lands: str,
                                                                 stays: bool) -> None:
    """Plaxmanta ({1}{U}): 'When this creature enters, sacrifice it unless {G} was spent to
    cast it.' Paid with a Forest's green mana it stays; with two Islands it's sacrificed."""
    out = solve(f"""
        name: plaxmanta
        battlefield: {lands}
        hand: {{Alice: [{{card: Plaxmanta, as: manta}}]}}
        actions:
          - {{cast: manta, pay: true}}
    """)
    assert out.passed, out.failures
    zone = next(o.zone for o in out.game.state.objects.values() if o.alias == "manta"
                and not o.zone.startswith("left:"))
    assert (zone == "battlefield") == stays
