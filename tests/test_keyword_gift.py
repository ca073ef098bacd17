"""Gift (702.174), played through the real engine: promising the gift is an optional
additional cost, choosing an opponent (702.174a, 702.174k); the chosen player gets the gift
(a Food, a card, a tapped Fish, an Octopus ..., 702.174d-i) as the instant or sorcery
resolves, before its other effects (702.174j), or when the permanent enters (702.174b); "if
the gift was promised" asks about it, and a target used only then is chosen only then
(702.174m). Plus a table of real Oracle lines."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.keywords.gift import GiveGift
from arbiter.rules.abilities import UnsupportedAbility

ALICE, BOB = 0, 1


def _of(game, player: int, subtype: str) -> list[int]:
    return [o for o in game.state.battlefield() if game.controller_of(o) == player
            and subtype in game.chars(o).subtypes]


def _hunger(gift: str) -> str:
    return f"""
        name: nocturnal hunger
        battlefield: [{{card: Grizzly Bears, controller: Bob, as: bears}}]
        hand: {{Alice: [Nocturnal Hunger]}}
        library: {{Alice: [Swamp], Bob: [Swamp]}}
        actions:
          - {{cast: Nocturnal Hunger, targets: [bears], choices: {{gift: {gift}}}}}
        expect:
          bears: {{zone: graveyard}}
    """


def test_702_174d_nocturnal_hunger_gift_promised(solve) -> None:
    """Nocturnal Hunger ("Gift a Food. Destroy target creature. If the gift wasn't promised,
    you lose 2 life."), gift promised: Bob, the chosen opponent, creates a Food; Alice keeps
    her 20 life."""
    out = solve(_hunger("yes"))
    assert out.passed, out.failures
    game = out.game
    assert len(_of(game, BOB, "Food")) == 1 and _of(game, ALICE, "Food") == []
    assert game.state.players[ALICE].life == 20


def test_702_174k_nocturnal_hunger_gift_not_promised(solve) -> None:
    """Without the gift: no Food, and Alice loses 2 life."""
    out = solve(_hunger("no"))
    assert out.passed, out.failures
    game = out.game
    assert _of(game, BOB, "Food") == []
    assert game.state.players[ALICE].life == 18


def test_702_174b_starforged_sword_gift_on_a_permanent(solve) -> None:
    """Starforged Sword with its gift promised: as it enters, Bob creates a tapped 1/1 blue
    Fish (702.174f) and the Sword's own "if the gift was promised" trigger attaches it to
    Alice's Bears: 5/5."""
    out = solve("""
        name: starforged sword
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Starforged Sword, as: sword}]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: sword, choices: {gift: yes}}
        expect:
          bears: {power: 5, toughness: 5}
          sword: {attached_to: bears}
    """)
    assert out.passed, out.failures
    game = out.game
    [fish] = _of(game, BOB, "Fish")
    ch = game.chars(fish)
    assert (ch.power, ch.toughness) == (1, 1) and game.obj(fish).tapped


def test_702_174b_starforged_sword_without_the_gift(solve) -> None:
    """Not promised: neither trigger does anything; no Fish, the Sword stays unattached."""
    out = solve("""
        name: starforged sword no gift
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Starforged Sword, as: sword}]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: sword, choices: {gift: no}}
        expect:
          bears: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
    assert _of(out.game, BOB, "Fish") == []


def test_702_174i_octomancer_gives_an_octopus(solve) -> None:
    """Octomancer with the gift promised: Bob creates an 8/8 blue Octopus."""
    out = solve("""
        name: octomancer
        hand: {Alice: [Octomancer]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Octomancer, choices: {gift: yes}}
    """)
    assert out.passed, out.failures
    [octopus] = _of(out.game, BOB, "Octopus")
    ch = out.game.chars(octopus)
    assert (ch.power, ch.toughness) == (8, 8)


def test_702_174e_peerless_recycling_with_the_gift(board) -> None:
    """Peerless Recycling ("Gift a card. Return target permanent card from your graveyard to
    your hand. If the gift was promised, instead return two target ...") with the gift: Bob
    draws a card (702.174e) and Alice gets both cards back (the first target isn't chosen,
    702.174m)."""
    from arbiter.engine.turn.steps import resolve_all

    game = board("""
        name: peerless recycling
        hand: {Alice: [{card: Peerless Recycling, as: pr}]}
        graveyard: {Alice: [{card: Grizzly Bears, as: a}, {card: Forest, as: b}]}
        library: {Alice: [Forest], Bob: [Island, Island]}
    """)
    a, b = obj_id(game, "a"), obj_id(game, "b")
    cast(game, obj_id(game, "pr"), ALICE, [None, a, b], {"gift": "yes"})
    resolve_all(game)
    assert game.obj(obj_id(game, "a")).zone == "hand"
    assert game.obj(obj_id(game, "b")).zone == "hand"
    assert sum(1 for o in game.state.objects.values() if o.zone == "hand" and o.owner == BOB) == 1


def test_702_174m_wear_down_promised_destroys_two(board) -> None:
    """Wear Down ("Destroy target artifact or enchantment. If the gift was promised, instead
    destroy two target artifacts and/or enchantments."): with the gift promised, only the
    two later targets are chosen (702.174m), and both are destroyed."""
    game = board("""
        name: wear down
        battlefield:
          - Forest
          - Forest
          - {card: Sol Ring, controller: Bob, as: ring}
          - {card: Ornithopter, controller: Bob, as: thopter}
        hand: {Alice: [{card: Wear Down, as: wd}]}
        library: {Alice: [Forest], Bob: [Forest]}
    """)
    from arbiter.engine.turn.steps import resolve_all

    ring, thopter = obj_id(game, "ring"), obj_id(game, "thopter")
    cast(game, obj_id(game, "wd"), ALICE, [None, ring, thopter], {"gift": "yes"}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "ring")).zone == "graveyard"
    assert game.obj(obj_id(game, "thopter")).zone == "graveyard"


@pytest.mark.parametrize(("name", "line"), [
    ("Nocturnal Hunger", "Destroy target creature. If the gift wasn't promised, you lose 2 "
                         "life."),
    ("Mind Spiral", "Target player draws three cards. If the gift was promised, tap target "
                    "creature an opponent controls and put a stun counter on it."),
    ("Starforged Sword", "When this Equipment enters, if the gift was promised, attach this "
                         "Equipment to target creature you control."),
])
def test_702_174k_gift_lines_read(name, line) -> None:
    [ab] = compile_line(line, name, spell=name != "Starforged Sword")
    assert not isinstance(ab, UnsupportedAbility)
    assert "gift" in repr(ab)


def test_702_174a_gift_keywords_read() -> None:
    from arbiter.compiler.catalog import Catalog

    cat = Catalog()
    for name, kind in [("Nocturnal Hunger", "food"), ("Wear Down", "card"),
                       ("Mind Spiral", "fish"), ("Octomancer", "octopus")]:
        abilities = cat.abilities(name, 0)
        gifts = [i for a in abilities for i in _walk(a)
                 if isinstance(i, GiveGift)]
        assert [g.kind for g in gifts] == [kind], name


def _walk(ability) -> list:
    out: list = []
    for i in getattr(ability, "instructions", ()):
        out.append(i)
        out.extend(getattr(i, "then", ()))
    return out


def test_702_174m_mind_spiral_without_the_gift_has_one_target(solve) -> None:
    """Mind Spiral not promised: "tap target creature an opponent controls" has its effect
    only if the gift was promised, so its target isn't chosen (702.174m); Alice draws three
    and Bob's Bears stay untapped."""
    out = solve("""
        name: mind spiral
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Mind Spiral]}
        library: {Alice: [Island, Island, Island], Bob: [Island]}
        actions:
          - {cast: Mind Spiral, targets: [Alice], choices: {gift: no}}
        expect:
          bears: {tapped: false}
    """)
    assert out.passed, out.failures
    assert _of(out.game, BOB, "Fish") == []
    assert sum(1 for o in out.game.state.objects.values()
               if o.zone == "hand" and o.owner == ALICE) == 3


def test_702_174f_mind_spiral_with_the_gift(solve) -> None:
    """Promised: Bob creates a tapped Fish, Alice draws three, and Bob's Bears
    is tapped with a stun counter."""
    out = solve("""
        name: mind spiral gift
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Mind Spiral]}
        library: {Alice: [Island, Island, Island], Bob: [Island]}
        actions:
          - {cast: Mind Spiral, targets: [Alice, bears], choices: {gift: yes}}
        expect:
          bears: {tapped: true, counters: {stun: 1}}
    """)
    assert out.passed, out.failures
    assert len(_of(out.game, BOB, "Fish")) == 1
