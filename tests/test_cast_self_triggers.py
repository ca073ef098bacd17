"""603.2 / 601.2i / 113.6k: "When you cast this spell" triggers from the spell on the stack;
608.2c: "If you do" after an exile; 400.7a: an effect that gave the permanent spell an ability
on the stack goes on applying to the permanent it becomes. Thief of Existence: its Oracle
line → compiled structure, and the card played with the real engine."""

from __future__ import annotations

import pytest
from conftest import chars_of
from oracle import one as _one

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import instructions as I
from arbiter.rules.parts import AddAbilities


# -- 603.2 / 113.6k: "When you cast this spell" -----------------------------------------------
@pytest.mark.parametrize(("name", "spell"), [
    ("Thief of Existence", False),
    ("Kozilek, Butcher of Truth", False),
    ("Ulamog, the Infinite Gyre", False),
    ("Wretched Gryff", False),
])
def test_603_2_when_you_cast_this_spell_functions_on_the_stack(name, spell) -> None:
    ab = _one(name, "When you cast this spell", spell)
    assert ab.trigger == Trigger("cast", "self", zone="stack")


def test_608_2c_thief_of_existence_if_you_do_gains_the_quoted_ability() -> None:
    ab = _one("Thief of Existence", "When you cast this spell", False)
    exile, if_did = ab.instructions
    assert isinstance(exile, I.Exile) and exile.what == I.Ref.target(0)
    (spec,) = ab.targets
    assert (spec.kind, spec.count, spec.up_to) == ("permanent", 1, True)
    # 608.2c: only if a permanent was exiled
    assert isinstance(if_did, I.IfDid)
    (gain,) = if_did.then
    assert gain.affected == I.Ref.this() and gain.duration == "indefinite"
    (part,) = gain.parts
    (quoted,) = part.abilities if isinstance(part, AddAbilities) else ()
    assert quoted.trigger == Trigger("leaves")
    assert quoted.instructions == (I.Draw(1, who=I.Ref.player_target(0)),)


# -- the real engine --------------------------------------------------------------------------
_LEAVES = "When this creature leaves the battlefield, target opponent draws a card."


def test_400_7a_thief_keeps_the_ability_it_gained_as_a_spell(solve) -> None:
    """601.2i: the cast trigger exiles Bob's Glorious Anthem (mana value 3) while the Thief is
    on the stack; 400.7a: the Thief permanent has the gained ability (layer 6), so when it
    leaves the battlefield Bob (the target opponent) draws a card (603.10a)."""
    out = solve("""
        name: thief of existence
        battlefield:
          - {card: Glorious Anthem, as: anthem, controller: Bob}
        hand: {Alice: [Thief of Existence]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        choices: [anthem]
        actions:
          - cast: Thief of Existence
            as: thief
        expect:
          anthem: {zone: exile}
          thief:
            zone: battlefield
            has: ["@LEAVES@"]
            layers:
              "6": [thief]
    """.replace("@LEAVES@", _LEAVES))
    assert out.passed, out.failures
    game = out.game
    from conftest import obj_id

    from arbiter.engine.turn.steps import resolve_all

    game.move(obj_id(game, "thief"), "graveyard")
    resolve_all(game)
    assert len(game.state.zone_list("hand", 1)) == 1  # Bob drew a card


def test_608_2c_nothing_exiled_the_thief_gains_nothing(solve) -> None:
    """608.2c: no noncreature, nonland permanent of Bob's has mana value 4 or less, so the
    trigger has no target ("up to one"), exiles nothing, and the Thief gains nothing."""
    out = solve("""
        name: thief with nothing to exile
        battlefield:
          - {card: Grizzly Bears, controller: Bob}
        hand: {Alice: [Thief of Existence]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - cast: Thief of Existence
            as: thief
          - move: {card: thief, to: graveyard}
        expect:
          player Bob: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_603_2_the_cast_trigger_resolves_before_the_spell(solve) -> None:
    """601.2i / 405.2: the trigger goes on the stack above the Thief and resolves first: the
    Anthem is gone while the Thief is still a spell."""
    out = solve("""
        name: thief trigger first
        battlefield:
          - {card: Glorious Anthem, as: anthem, controller: Bob}
        hand: {Alice: [Thief of Existence]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        choices: [anthem]
        actions:
          - cast: Thief of Existence
            as: thief
            respond: true
          - resolve: 1
        expect:
          anthem: {zone: exile}
          thief: {zone: stack}
    """)
    assert out.passed, out.failures
    assert _LEAVES in [a.ability.text for a in chars_of(out, "thief").abilities]


def test_thief_is_read_from_its_oracle_text(catalog) -> None:
    from arbiter.cardlib.registry import all_definitions
    from arbiter.rules.abilities import UnsupportedAbility

    assert all(d.name != "Thief of Existence" for d in all_definitions())
    abilities = catalog.abilities("Thief of Existence", 0)
    assert abilities and not any(isinstance(a, UnsupportedAbility) for a in abilities)
