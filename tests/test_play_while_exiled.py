"""701.20e / 406.3 / 601.3 / 609.4b: "Look at the top two cards of target opponent's library.
Exile one of them face down and put the other on the bottom of that library. You may play
the exiled card for as long as it remains exiled, and you may spend mana as though it were
mana of any color to cast that spell." (Siphon Insight), played on a board: the card is
exiled face down, the other goes to the bottom, the caster may play it later (normal timing,
601.3) and pay for that spell with mana of any color; no other spell gets that."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.impulse import CAST, MAY_PLAY, PLAY
from arbiter.engine.mana.spend_as_any import SPEND_AS_ANY
from arbiter.engine.zones.look_exile_one import LookExileOneFaceDown
from arbiter.rules.instructions import CreateEffect, Ref
from arbiter.rules.parts import RulesPart

SIPHON = ("Look at the top two cards of target opponent's library. Exile one of them face "
          "down and put the other on the bottom of that library. You may play the exiled card "
          "for as long as it remains exiled, and you may spend mana as though it were mana of "
          "any color to cast that spell.")
GONTI = ("When ~ enters, look at the top four cards of target opponent's library, exile one "
         "of them face down, then put the rest on the bottom of that library in a random "
         "order. You may cast that card for as long as it remains exiled, and mana of any type "
         "can be spent to cast that spell.")
PSYCHIC = ("Exile the top card of your library. You may play that card for as long as it "
           "remains exiled.")


@pytest.mark.parametrize(("name", "line", "look", "parts"), [
    ("Siphon Insight", SIPHON, LookExileOneFaceDown(Ref.player_target(0), 2, False),
     (RulesPart(MAY_PLAY, PLAY), RulesPart(SPEND_AS_ANY, "color"))),
    ("Gonti, Lord of Luxury", GONTI, LookExileOneFaceDown(Ref.player_target(0), 4, True),
     (RulesPart(MAY_PLAY, CAST), RulesPart(SPEND_AS_ANY, "type"))),
    ("Test Card", PSYCHIC, None, (RulesPart(MAY_PLAY, PLAY),)),
])
def test_601_3_may_play_while_exiled_lines(name: str, line: str, look: object,
                                           parts: tuple) -> None:
    [ability] = compile_text(line, name, spell=not line.startswith("When")) or [None]
    first, permission = ability.instructions
    if look is not None:
        assert first == look
    assert isinstance(permission, CreateEffect) and permission.parts == parts
    assert permission.affected == Ref.it() and permission.duration == "indefinite"


def test_406_3_siphon_exiles_one_face_down_and_the_other_to_the_bottom(solve) -> None:
    out = solve("""
        name: siphon, face down
        hand: {Alice: [Siphon Insight]}
        library: {Bob: [{card: Opt, as: opt}, {card: Forest, as: forest}, {card: Island, as: i}]}
        choices: [opt]
        actions:
          - {cast: Siphon Insight, targets: [Bob]}
        expect:
          opt: {zone: exile, face_down: true, owner: Bob}
    """)
    assert out.passed, out.failures
    library = [out.game.name_of(o) for o in out.game.state.zone_list("library", 1)]
    assert library == ["i", "forest"]  # 401.4: Forest on the bottom


def test_609_4b_islands_pay_for_the_exiled_green_spell(solve) -> None:
    """Alice exiles Bob's Grizzly Bears ({1}{G}) and casts it in her main phase paying with
    two Islands: mana of any color may be spent on that spell."""
    out = solve("""
        name: siphon, any color
        battlefield: [Island, Island, Island, Island]
        hand: {Alice: [Siphon Insight]}
        library: {Bob: [{card: Grizzly Bears, as: bears}, Opt]}
        choices: [bears]
        actions:
          - {cast: Siphon Insight, targets: [Bob], pay: false}
          - {cast: bears, from: exile, pay: true}
        expect:
          bears: {zone: battlefield, controller: Alice, owner: Bob}
    """)
    assert out.passed, out.failures


def test_609_4b_only_that_spell_islands_cant_pay_for_another_green_spell(solve) -> None:
    """The permission is for the exiled card alone: Alice's own Llanowar Elves ({G}) in her
    hand can't be paid with Islands, and the game is unchanged."""
    out = solve("""
        name: siphon, only that spell
        battlefield: [Island, Island]
        hand: {Alice: [Siphon Insight, {card: Llanowar Elves, as: elves}]}
        library: {Bob: [{card: Grizzly Bears, as: bears}, Opt]}
        choices: [bears]
        actions:
          - {cast: Siphon Insight, targets: [Bob]}
          - {cast: Llanowar Elves, pay: true, refused: "pay"}
        expect:
          elves: {zone: hand}
          bears: {zone: exile}
    """)
    assert out.passed, out.failures



def test_406_3_only_the_caster_may_look_at_the_face_down_card(solve) -> None:
    """Alice looked at Bob's Opt and exiled it face down: Alice's observation names it, Bob's
    (its owner's) doesn't."""
    from arbiter.engine.observation import observation

    out = solve("""
        name: siphon, who may look
        hand: {Alice: [Siphon Insight]}
        library: {Bob: [{card: Opt, as: opt}, Forest, Island]}
        choices: [opt]
        actions:
          - {cast: Siphon Insight, targets: [Bob]}
    """)
    assert out.passed, out.failures
    alice = [c.get("name") for c in observation(out.game, 0)["exile"]]
    bob = [c.get("name") for c in observation(out.game, 1)["exile"]]
    assert alice == ["Opt"] and bob == [None]
