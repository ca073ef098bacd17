"""709 split cards, 702.102 fuse and 702.127 aftermath, played through the real engine: the
combined characteristics outside the stack (709.4), the half chosen as it is cast and alone on
the stack (709.3), a fused split spell from the hand (702.102), an aftermath half cast from
the graveyard and exiled (702.127)."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.turn import steps
from arbiter.engine.turn.priority import priority_actions
from arbiter.scenario.errors import ScenarioError


def _obj(game, card: str):
    return next(o for o in game.state.objects.values()
                if o.card == card and not o.zone.startswith("left:"))


def test_709_4_a_split_card_has_both_halves_outside_the_stack(solve) -> None:
    """709.4b-c: Dead // Gone in the hand: mana value 4 ({R} + {2}{R}), red, an instant,
    with both halves' abilities; 709.4a: both names."""
    out = solve("""
        name: split in hand
        hand: {Alice: [{card: Dead // Gone, as: dg}]}
        expect:
          dg: {mana_value: 4, colors: [red], types: [Instant]}
    """)
    assert out.passed, out.failures
    game = out.game
    ch = game.chars(_obj(game, "Dead // Gone").id)
    assert ch.name == "Dead // Gone"
    assert len([a for a in ch.abilities if "Spell" in type(a.ability).__name__]) == 2


def test_709_3_cast_one_half_only_that_half_is_on_the_stack(solve) -> None:
    """709.3b: Dead cast at Bob's Grizzly Bears is a spell named Dead with mana value 1;
    it deals 2 damage; back in the graveyard the card has both halves again (709.4)."""
    out = solve("""
        name: cast dead
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Dead // Gone]}
        actions:
          - {cast: Dead // Gone, targets: [bears], choices: {half: Dead}, respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    spell = game.state.stack_items[-1].source
    ch = game.chars(spell)
    assert (ch.name, ch.mana_value) == ("Dead", 1)
    steps.resolve_all(game)
    assert game.obj(next(o for o in game.state.objects if game.state.objects[o].alias ==
                         "bears")).zone.startswith("left:")
    card = _obj(game, "Dead // Gone")
    assert card.zone == "graveyard" and game.chars(card.id).mana_value == 4


def test_709_3_cast_the_other_half(solve) -> None:
    """Gone returns Bob's creature to his hand; cast with real mana, it costs {2}{R}."""
    out = solve("""
        name: cast gone
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - Mountain
          - Mountain
          - Mountain
        hand: {Alice: [Dead // Gone]}
        actions:
          - {cast: Dead // Gone, targets: [bears], choices: {half: Gone}, pay: true}
        expect:
          Grizzly Bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_709_3a_the_legal_actions_list_each_half(solve) -> None:
    """With two Mountains, Dead ({R}) can be cast but Gone ({2}{R}) can't: the legal actions
    hold one cast of the card, for its half Dead."""
    game = solve("""
        name: halves offered
        battlefield: [Mountain, Mountain, {card: Grizzly Bears, controller: Bob}]
        hand: {Alice: [Dead // Gone]}
    """).game
    casts = [a for a in priority_actions(game, 0) if a.kind == "cast"]
    assert [(a.label.split("#")[0], a.half) for a in casts] == [("cast Dead", 0)]


def test_702_102a_fused_split_spell_both_halves(solve) -> None:
    """Wear // Tear fused: its total cost is {1}{R} plus {W} (702.102c), it targets an
    artifact and an enchantment, and destroys both, left half first (702.102d)."""
    out = solve("""
        name: fuse
        battlefield:
          - {card: Ornithopter, controller: Bob, as: thopter}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Pacifism, controller: Bob, as: pacifism, attached_to: bears}
          - Mountain
          - Mountain
          - Plains
        hand: {Alice: [Wear // Tear]}
        actions:
          - {cast: Wear // Tear, alternative: fuse, targets: [thopter, pacifism], pay: true,
             respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    spell = game.state.stack_items[-1].source
    assert game.chars(spell).mana_value == 3  # 709.4d: both halves' characteristics
    steps.resolve_all(game)
    names = {game.chars(o).name for o in game.state.battlefield()}
    assert "Ornithopter" not in names and "Pacifism" not in names
    assert not [o for o in game.state.battlefield() if game.obj(o).tapped is False
                and "Land" in game.chars(o).types]


def test_702_102a_only_a_card_with_fuse_is_fused(solve) -> None:
    with pytest.raises(ScenarioError, match="fuse"):
        solve("""
            name: no fuse
            battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
            hand: {Alice: [Dead // Gone]}
            actions:
              - {cast: Dead // Gone, alternative: fuse, targets: [bears, bears]}
        """)


def test_702_127a_aftermath_half_cast_from_the_graveyard_then_exiled(solve) -> None:
    """Cut // Ribbons: Cut from the hand (4 damage to Bob's Hill Giant), then Ribbons from
    the graveyard with X = 2: Bob loses 2, and the card is exiled."""
    out = solve("""
        name: aftermath
        battlefield: [{card: Hill Giant, controller: Bob, as: giant}]
        hand: {Alice: [Cut // Ribbons]}
        actions:
          - {cast: Cut // Ribbons, targets: [giant], choices: {half: Cut}}
          - {cast: Cut // Ribbons, from: graveyard, alternative: aftermath,
             choices: {x: 2}}
        expect:
          giant: {zone: graveyard}
          player Bob: {life: 18}
          Cut // Ribbons: {zone: exile}
    """)
    assert out.passed, out.failures


def test_702_127a_aftermath_half_cant_be_cast_from_the_hand(solve) -> None:
    with pytest.raises(ScenarioError, match="702.127a"):
        solve("""
            name: aftermath from hand
            hand: {Alice: [Cut // Ribbons]}
            actions:
              - {cast: Cut // Ribbons, choices: {half: Ribbons, x: 1}}
        """)


def test_702_127a_first_half_cant_be_cast_from_the_graveyard(solve) -> None:
    with pytest.raises(ScenarioError, match="702.127a"):
        solve("""
            name: cut from graveyard
            battlefield: [{card: Hill Giant, controller: Bob, as: giant}]
            graveyard: {Alice: [Cut // Ribbons]}
            actions:
              - {cast: Cut // Ribbons, from: graveyard, alternative: aftermath,
                 targets: [giant], choices: {half: Cut}}
        """)


def test_709_4b_cascade_sees_the_combined_mana_value(solve) -> None:
    """Bloodbraid Elf (4): Dead // Gone has mana value 4 in exile, not less: it is passed
    over and Shock is cast."""
    out = solve("""
        name: cascade split
        hand: {Alice: [Bloodbraid Elf]}
        library: {Alice: [Dead // Gone, Shock]}
        actions:
          - cast: Bloodbraid Elf
            choices: {cascade: true, cascade_target: Bob}
        expect:
          player Bob: {life: 18}
          Dead // Gone: {zone: library}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "keyword"), [
    ("Fuse (You may cast one or both halves of this card from your hand.)", "fuse"),
    ("Aftermath (Cast this spell only from your graveyard. Then exile it.)", "aftermath"),
])
def test_702_102_702_127_keyword_lines_are_read(line: str, keyword: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == keyword and enforced(kw)


def test_702_127a_aftermath_half_countered_is_exiled(solve) -> None:
    """"exile it instead of putting it anywhere else any time it would leave the stack":
    Ribbons cast from the graveyard and countered goes to exile."""
    out = solve("""
        name: aftermath countered
        graveyard: {Alice: [Cut // Ribbons]}
        hand: {Bob: [Counterspell]}
        actions:
          - {cast: Cut // Ribbons, from: graveyard, alternative: aftermath, respond: true,
             choices: {x: 1}, as: ribbons}
          - {cast: Counterspell, by: Bob, targets: [ribbons]}
        expect:
          player Bob: {life: 20}
          Cut // Ribbons: {zone: exile}
    """)
    assert out.passed, out.failures


def test_709_3c_a_copy_of_a_half_is_that_half(solve) -> None:
    """Twincast copies Dead (aimed at Bob's Grizzly Bears): the copy is Dead too, mana value
    1, and its new target is Bob's Savannah Lions: both die."""
    out = solve("""
        name: copy a half
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Savannah Lions, controller: Bob, as: lions}
        hand: {Alice: [Dead // Gone, Twincast]}
        choices: [lions]
        actions:
          - {cast: Dead // Gone, targets: [bears], choices: {half: Dead}, respond: true,
             as: dead}
          - {cast: Twincast, targets: [dead]}
        expect:
          bears: {zone: graveyard}
          lions: {zone: graveyard}
    """)
    assert out.passed, out.failures
