"""404.1, 400.7: cards in a graveyard "that were put there from the battlefield this turn"
(`rules.put_there_this_turn`), and the wordings that name the destination first ("return to
the battlefield target ...", "return to your hand all ...", "each player returns ... from
their graveyard", `compiler.effects.return_inverted`), played from the real Oracle lines.

A card that was already in the graveyard as the turn began, or that was put there from
another zone (a hand), isn't one of them; a card put there from the battlefield is a new
object in the graveyard (400.7), and it is that object which qualifies."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules import selectors as s
from arbiter.rules.instructions import ReturnToBattlefield, ReturnToHand
from arbiter.rules.put_there_this_turn import PutThereThisTurn


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_404_1_no_rest_for_the_wicked_returns_only_what_died_this_turn(board) -> None:
    """The Bears Alice's Bolt killed return to her hand; the Hill Giant already in her
    graveyard and the Elves she discarded this turn (from her hand) stay there."""
    game = board("""
    name: No Rest for the Wicked
    battlefield: [{card: No Rest for the Wicked, as: rest}, {card: Grizzly Bears, as: bears}]
    graveyard: {Alice: [Hill Giant]}
    hand: {Alice: [Lightning Bolt, Raging Goblin, Llanowar Elves]}
    library: {Alice: [Island, Island], Bob: [Island]}
    actions:
      - {cast: Lightning Bolt, targets: [bears]}
      - {cast: Raging Goblin}
      - {activate: {card: rest, ability: 1}}
    """)
    assert _names(game, "hand") == ["Grizzly Bears", "Llanowar Elves"]
    # 701.21a: No Rest itself was sacrificed (an enchantment card: not a creature card)
    assert _names(game, "graveyard") == ["Hill Giant", "Lightning Bolt", "No Rest for the Wicked"]


def test_400_7_grim_return_targets_only_a_card_put_there_this_turn(board) -> None:
    """Grim Return takes Bob's Bears, killed this turn, under Alice's control; Bob's Hill
    Giant, in his graveyard since before the turn, isn't a legal target (115.1)."""
    game = board("""
    name: Grim Return
    battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
    graveyard: {Bob: [{card: Hill Giant, as: giant}]}
    hand: {Alice: [Lightning Bolt, Grim Return]}
    library: {Alice: [Island, Island], Bob: [Island]}
    actions:
      - {cast: Lightning Bolt, targets: [bears]}
      - {cast: Grim Return, targets: [giant], refused: "legal"}
      - {cast: Grim Return, targets: [Grizzly Bears]}
    """)
    [bears] = [o for o in game.state.battlefield() if game.name_of(o) == "Grizzly Bears"]
    assert game.controller_of(bears) == 0 and game.obj(bears).owner == 1
    assert _names(game, "graveyard", 1) == ["Hill Giant"]


def test_110_2_second_sunrise_each_player_gets_back_their_own(board) -> None:
    """Pyroclasm kills both players' Bears; Second Sunrise returns each to the battlefield
    under its owner's control (each player returns the cards of their own graveyard). Bob's
    Hill Giant, there before the turn, stays."""
    game = board("""
    name: Second Sunrise
    battlefield: [{card: Grizzly Bears, as: mine},
                  {card: Grizzly Bears, as: his, controller: Bob}]
    graveyard: {Bob: [Hill Giant]}
    hand: {Alice: [Pyroclasm, Second Sunrise]}
    library: {Alice: [Island, Island], Bob: [Island]}
    actions:
      - {cast: Pyroclasm}
      - {cast: Second Sunrise}
    """)
    bears = [o for o in game.state.battlefield() if game.name_of(o) == "Grizzly Bears"]
    assert sorted(game.controller_of(o) for o in bears) == [0, 1]
    assert all(game.controller_of(o) == game.obj(o).owner for o in bears)
    assert _names(game, "graveyard", 1) == ["Hill Giant"]


def test_404_1_the_wordings_compile_to_the_usual_instructions() -> None:
    """"return to the battlefield target ..." is the instruction "return target ... to the
    battlefield" is; "return to your hand all ..." the one of "return all ... to your hand";
    "put onto the battlefield under your control all ..." a return under your control."""
    [moira] = compile_text(
        "Whenever Moira deals combat damage to a player, return to the battlefield target "
        "creature card in your graveyard that was put there from the battlefield this turn.",
        "Moira, Urborg Haunt")
    assert isinstance(moira.instructions[0], ReturnToBattlefield)
    assert PutThereThisTurn("battlefield") in moira.targets[0].selector.parts
    [shepherd] = compile_text(
        "When this creature enters, return to your hand all cards in your graveyard that were "
        "put there from the battlefield this turn.", "Twilight Shepherd")
    assert shepherd.instructions == (ReturnToHand(s.And((
        s.InZone(("graveyard",)), s.OwnedByYou(), PutThereThisTurn("battlefield")))),)
    [encore] = compile_text(
        "Put onto the battlefield under your control all creature cards in all graveyards "
        "that were put there from the battlefield this turn.", "Thrilling Encore", spell=True)
    [step] = encore.instructions
    assert isinstance(step, ReturnToBattlefield) and step.under_you
    [harvester] = compile_text(
        "{T}: Exile target creature card from a graveyard that was put there this turn. "
        "Create a token that's a copy of it, except it's a Nightmare in addition to its other "
        "types. Then exile all other Nightmare tokens you control.", "Abyssal Harvester")
    assert PutThereThisTurn(None) in harvester.targets[0].selector.parts  # from anywhere
