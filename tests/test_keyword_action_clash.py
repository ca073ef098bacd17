"""Clash (701.30), played through the real engine: both players reveal the top card of
their library, each (in APNAP order) may put it on the bottom, and the higher mana value
wins; "If you win, ... Otherwise, ..." follows the clash just made. With a table of real
Oracle lines read or left unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.clash import ClashWithOpponent
from arbiter.rules.abilities import UnsupportedAbility


def _library(game, player: int) -> list[str]:
    return [game.obj(o).card for o in game.state.zone_list("library", player)]


def _wins(game) -> list[int]:
    return [e.player for e in game.events if e.kind == "wins_clash"]


def test_701_30a_clash_win_and_where_the_cards_go(solve) -> None:
    """Bog Hoodlums enters and clashes: Alice reveals Colossal Dreadmaw (6), Bob Grizzly
    Bears (2). Alice keeps hers on top, Bob puts his on the bottom. Alice wins: the
    Hoodlums (2/1) get a +1/+1 counter."""
    out = solve("""
        name: clash win
        hand: {Alice: [{card: Bog Hoodlums, as: hoodlums}]}
        library: {Alice: [Colossal Dreadmaw, Forest], Bob: [Grizzly Bears, Island]}
        actions:
          - cast: hoodlums
            choices: {clash: "no", opponent_clash: "yes"}
        expect:
          hoodlums: {counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert _library(game, 0) == ["Colossal Dreadmaw", "Forest"]
    assert _library(game, 1) == ["Island", "Grizzly Bears"]
    assert _wins(game) == [0]
    assert sorted(e.player for e in game.events if e.kind == "clashes") == [0, 1]


def test_701_30d_clash_tie_nobody_wins(solve) -> None:
    """Both reveal a card of mana value 2: nobody's card is higher than all others, so
    nobody wins and the Hoodlums get no counter. Alice puts hers on the bottom."""
    out = solve("""
        name: clash tie
        hand: {Alice: [{card: Bog Hoodlums, as: hoodlums}]}
        library: {Alice: [Grizzly Bears, Forest], Bob: [Coral Eel, Island]}
        actions:
          - cast: hoodlums
            choices: {clash: "yes", opponent_clash: "no"}
        expect:
          hoodlums: {counters: {}}
    """)
    assert out.passed, out.failures
    assert _wins(out.game) == []
    assert _library(out.game, 0) == ["Forest", "Grizzly Bears"]
    assert _library(out.game, 1) == ["Coral Eel", "Island"]


def test_701_30d_clash_against_an_empty_library_any_card_wins(solve) -> None:
    """Bob's library is empty, so he reveals nothing; Alice reveals a Forest (0), higher
    than every other card revealed (none): she wins."""
    out = solve("""
        name: clash empty
        hand: {Alice: [{card: Bog Hoodlums, as: hoodlums}]}
        library: {Alice: [Forest]}
        actions:
          - cast: hoodlums
            choices: {clash: "no"}
        expect:
          hoodlums: {counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures
    assert _wins(out.game) == [0]


def test_701_30d_clash_lost_follows_otherwise(solve) -> None:
    """Pulling Teeth targeting Bob: Alice reveals Forest (0), Bob Hill Giant (4); Bob wins,
    so Alice didn't: "Otherwise, that player discards a card": Bob discards one of his two
    cards."""
    out = solve("""
        name: clash otherwise
        hand: {Alice: [Pulling Teeth], Bob: [{card: Shock, as: s1}, {card: Plains, as: p1}]}
        library: {Alice: [Forest], Bob: [Hill Giant]}
        actions:
          - cast: Pulling Teeth
            targets: [Bob]
            choices: {clash: "no", opponent_clash: "no", discard: s1}
        expect:
          s1: {zone: graveyard}
          p1: {zone: hand}
    """)
    assert out.passed, out.failures
    assert _wins(out.game) == [1]


def test_701_30d_clash_won_returns_the_spell_to_hand(solve) -> None:
    """Research the Deep: Alice draws Forest, then clashes revealing Serra Angel (5) against
    Bob's Island: she wins and the spell returns to her hand instead of her graveyard."""
    out = solve("""
        name: clash rebuy
        hand: {Alice: [{card: Research the Deep, as: research}]}
        library: {Alice: [{card: Forest, as: drawn}, Serra Angel], Bob: [Island]}
        actions:
          - cast: research
            choices: {clash: "no", opponent_clash: "no"}
        expect:
          drawn: {zone: hand}
          Research the Deep: {zone: hand}
    """)
    assert out.passed, out.failures
    assert not out.game.state.zone_list("graveyard", 0)


LINES = [
    ("Bog Hoodlums", "When this creature enters, clash with an opponent. If you win, put a "
     "+1/+1 counter on this creature.", False, True),
    ("Pulling Teeth", "Clash with an opponent. If you win, target player discards two cards. "
     "Otherwise, that player discards a card.", True, True),
    ("Lash Out", "Lash Out deals 3 damage to target creature. Clash with an opponent. If you "
     "win, Lash Out deals 3 damage to that creature's controller.", True, True),
    ("Sentry Oak", "At the beginning of combat on your turn, you may clash with an opponent. "
     "If you win, this creature gets +2/+0 and loses defender until end of turn.", False, True),
    ("Springjack Knight", "Whenever this creature attacks, clash with an opponent. If you win, "
     "target creature gains double strike until end of turn.", False, True),
    ("Hoarder's Greed", "You lose 2 life and draw two cards, then clash with an opponent. If "
     "you win, repeat this process.", True, False),
    ("Marvo, Deep Operative", "Whenever Marvo attacks, clash with defending player.", False,
     False),
    ("Sylvan Echoes", "Whenever you clash and win, you may draw a card.", False, False),
]


def _instructions(items) -> list:
    out = []
    for i in items:
        out.append(i)
        for name in ("then", "otherwise", "do"):
            out.extend(_instructions(getattr(i, name, ()) or ()))
    return out


@pytest.mark.parametrize(("card", "line", "spell", "read"), LINES)
def test_701_30_clash_lines(card: str, line: str, spell: bool, read: bool) -> None:
    (ability,) = compile_line(line, card, spell=spell, legendary="," in card)
    if not read:
        assert isinstance(ability, UnsupportedAbility)
        return
    clashes = [i for i in _instructions(ability.instructions)
               if isinstance(i, ClashWithOpponent)]
    assert len(clashes) == 1 and clashes[0].then
