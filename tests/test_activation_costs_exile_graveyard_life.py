"""118.3, 602.2b, 601.2h: activation costs that move cards between exile and graveyards, and
paying half a life total:

- "Put a card an opponent owns from exile into that player's graveyard" (the processors,
  400.3: a card goes to its owner's graveyard);
- "Put a creature card exiled with ~ into its owner's graveyard" (607.2a: only a card the
  linked ability exiled);
- "Exile the top creature card of your graveyard" (404.2: a graveyard keeps its order; the
  topmost such card, not the player's choice);
- "Pay half your life, rounded up" (119.4, 107.1a; 119.4b: 0 life can always be paid).

A cost that can't be paid is refused and leaves the game unchanged."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.errors import IllegalActionError
from arbiter.rules import object_costs as O
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.life_costs import PayHalfLife

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Cryptic Cruiser", "{2}{U}, Put a card an opponent owns from exile into that player's "
     "graveyard: Tap target creature.", O.PutFromExileIntoGraveyard),
    ("Oracle of Dust", "{2}, Put a card an opponent owns from exile into that player's "
     "graveyard: Draw a card, then discard a card.", O.PutFromExileIntoGraveyard),
    ("Void Attendant", "{1}{G}, Put a card an opponent owns from exile into that player's "
     "graveyard: Create a 1/1 colorless Eldrazi Scion creature token. It has \"Sacrifice this "
     "token: Add {C}.\"", O.PutFromExileIntoGraveyard),
    ("Void Maw", "Put a card exiled with this creature into its owner's graveyard: This "
     "creature gets +2/+2 until end of turn.", O.PutFromExileIntoGraveyard),
    ("Shelob, Dread Weaver", "{2}{B}, Put a creature card exiled with Shelob into its owner's "
     "graveyard: Put two +1/+1 counters on Shelob. Draw a card.", O.PutFromExileIntoGraveyard),
    ("Alms", "{1}, Exile the top card of your graveyard: Prevent the next 1 damage that would "
     "be dealt to target creature this turn.", O.ExileTopOfGraveyard),
    ("Necratog", "Exile the top creature card of your graveyard: This creature gets +2/+2 "
     "until end of turn.", O.ExileTopOfGraveyard),
    ("Zombie Scavengers", "Exile the top creature card of your graveyard: Regenerate this "
     "creature.", O.ExileTopOfGraveyard),
    ("Lurking Evil", "Pay half your life, rounded up: This enchantment becomes a 4/4 Phyrexian "
     "Horror creature with flying.", PayHalfLife),
    ("Murderous Betrayal", "{B}{B}, Pay half your life, rounded up: Destroy target nonblack "
     "creature. It can't be regenerated.", PayHalfLife),
])
def test_118_3_exile_graveyard_and_life_costs_of_real_lines_are_read(name: str, line: str,
                                                                     kind: type) -> None:
    (ab,) = compile_line(line, name, legendary=True)
    assert isinstance(ab, ActivatedAbility), ab
    assert any(isinstance(c, kind) for c in ab.cost), ab.cost


def test_400_3_processor_puts_an_opponents_exiled_card_into_his_graveyard(solve) -> None:
    """Cryptic Cruiser puts Bob's exiled Lightning Bolt into Bob's graveyard and taps Bob's
    Hill Giant."""
    out = solve("""
        name: cryptic cruiser
        battlefield: [{card: Cryptic Cruiser, as: cruiser},
                      {card: Hill Giant, controller: Bob, as: giant}]
        exile: {Bob: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - activate: {card: cruiser, ability: "{2}{U}", targets: [giant],
                       choices: {from_exile: bolt}}
        expect:
          bolt: {zone: graveyard, owner: Bob}
          giant: {tapped: true}
    """)
    assert out.passed, out.failures


def test_400_3_processor_cant_use_its_controllers_own_exiled_card(board) -> None:
    """Only Alice's own card is in exile: an opponent must own it, so the cost can't be
    paid; refused, the card stays in exile."""
    game = board("""
        name: cryptic cruiser own card
        battlefield: [{card: Cryptic Cruiser, as: cruiser},
                      {card: Hill Giant, controller: Bob, as: giant}]
        exile: {Alice: [{card: Lightning Bolt, as: bolt}]}
    """)
    cruiser, giant, bolt = (obj_id(game, a) for a in ("cruiser", "giant", "bolt"))
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, cruiser, ALICE, "{2}{U}", [giant], {"from_exile": bolt})
    assert game.state.version == before and game.obj(bolt).zone == "exile"


def test_607_2a_void_maw_returns_only_a_card_it_exiled(solve) -> None:
    """Void Maw exiles Bob's Grizzly Bears instead of letting it die (its replacement effect,
    607.2b links the two abilities); the Bears then pay Void Maw's cost: it goes to Bob's
    graveyard and Void Maw gets +2/+2."""
    out = solve("""
        name: void maw
        battlefield:
          - {card: Void Maw, as: maw}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - cast: Lightning Bolt
            targets: [bears]
          - activate: {card: maw, ability: "Put a card exiled"}
        expect:
          Grizzly Bears: {zone: graveyard, owner: Bob}
          maw: {power: 6, toughness: 7}
    """)
    assert out.passed, out.failures


def test_607_2a_void_maw_cant_use_a_card_exiled_otherwise(board) -> None:
    """A card Bob has in exile that Void Maw didn't exile can't pay its cost: refused."""
    game = board("""
        name: void maw other exile
        battlefield: [{card: Void Maw, as: maw}]
        exile: {Bob: [{card: Grizzly Bears, as: bears}]}
    """)
    maw, bears = obj_id(game, "maw"), obj_id(game, "bears")
    with pytest.raises(IllegalActionError):
        activate(game, maw, ALICE, "Put a card exiled", [], {"from_exile": bears})
    assert game.obj(bears).zone == "exile"


def test_404_2_necratog_exiles_the_topmost_creature_card(solve) -> None:
    """Alice's graveyard, bottom to top (listed bottom first): Hill Giant, Grizzly Bears,
    Lightning Bolt. The top creature card is the Bears (the Bolt above it isn't a creature
    card): the Bears are exiled, the Giant stays, and Necratog (1/2) gets +2/+2."""
    out = solve("""
        name: necratog
        battlefield: [{card: Necratog, as: tog}]
        graveyard: {Alice: [{card: Hill Giant, as: giant}, {card: Grizzly Bears, as: bears},
                            {card: Lightning Bolt, as: bolt}]}
        actions:
          - activate: {card: tog, ability: "Exile the top"}
        expect:
          bears: {zone: exile}
          giant: {zone: graveyard}
          bolt: {zone: graveyard}
          tog: {power: 3, toughness: 4}
    """)
    assert out.passed, out.failures


def test_404_2_necratog_without_a_creature_card_is_refused(board) -> None:
    """Only a Lightning Bolt in the graveyard: no creature card to exile; refused."""
    game = board("""
        name: necratog empty
        battlefield: [{card: Necratog, as: tog}]
        graveyard: {Alice: [{card: Lightning Bolt, as: bolt}]}
    """)
    tog, bolt = obj_id(game, "tog"), obj_id(game, "bolt")
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, tog, ALICE, "Exile the top", [], {})
    assert game.state.version == before and game.obj(bolt).zone == "graveyard"


def test_119_4_lurking_evil_pays_half_of_an_odd_life_total_rounded_up(solve) -> None:
    """Alice at 15 life pays 8 (half of 15, rounded up) and Lurking Evil becomes a 4/4
    flyer."""
    out = solve("""
        name: lurking evil
        battlefield: [{card: Lurking Evil, as: evil}]
        actions:
          - set: {player: Alice, life: 15}
          - activate: {card: evil, ability: "Pay half"}
        expect:
          player Alice: {life: 7}
          evil: {power: 4, toughness: 4, has: [flying]}
    """)
    assert out.passed, out.failures


def test_119_4b_lurking_evil_at_zero_life_pays_nothing(board) -> None:
    """At 0 life (an effect keeping Alice in the game aside, the cost alone): half of 0 is
    0, which can always be paid (119.4b); her life stays 0."""
    game = board("""
        name: lurking evil zero
        battlefield: [{card: Lurking Evil, as: evil}]
    """)
    evil = obj_id(game, "evil")
    game.state.players[ALICE].life = 0
    activate(game, evil, ALICE, "Pay half", [], {})
    assert game.state.players[ALICE].life == 0
