"""613.1f: keywords that work once the spell is on the stack, given to some spells a player
casts or controls: "the first spell you cast each turn" (601.2i, `rules.first_spell`),
"spells you cast with mana value 6 or greater" (202.3), "\\"Cascade, cascade.\\"" (702.85c: each
instance triggers), and 702.88a rebound ("Instant and sorcery spells you control have
rebound"). Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps


def test_702_85a_maelstrom_nexus_only_the_first_spell_each_turn_has_cascade(solve) -> None:
    """Maelstrom Nexus: Alice's first spell this turn, Grizzly Bears, has cascade (its
    trigger is on the stack above it); once it has resolved, her second spell, Shock, has
    none, though the first has left the stack."""
    out = solve("""
        name: maelstrom nexus
        battlefield: [Maelstrom Nexus]
        hand: {Alice: [Grizzly Bears, Shock]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {cast: Grizzly Bears, respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.stack_items) == 2
    assert game.chars(game.state.stack_items[0].source).has_keyword("cascade")
    steps.resolve_all(game)
    out = solve("""
        name: maelstrom nexus second
        battlefield: [Maelstrom Nexus]
        hand: {Alice: [Grizzly Bears, Shock]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {cast: Grizzly Bears}
          - {cast: Shock, targets: [Bob], respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.stack_items) == 1
    assert not game.chars(game.state.stack_items[0].source).has_keyword("cascade")


def test_601_2i_first_spell_from_anywhere_other_than_your_hand_has_demonstrate(solve) -> None:
    """The Twelfth Doctor's line on a test permanent: Think Twice cast from the hand has no
    demonstrate; the first spell cast from elsewhere (Think Twice's flashback from the
    graveyard) has it and its trigger goes on the stack; a second flashback doesn't."""
    board = """
        name: NAME
        battlefield:
          - {token: {name: Doctor, types: [Enchantment], text: "The first spell you cast from
                     anywhere other than your hand each turn has demonstrate."}}
        hand: {Alice: [Think Twice]}
        graveyard: {Alice: [Think Twice, Think Twice]}
        library: {Alice: [Island, Island, Island, Island, Island, Island]}
    """
    out = solve(board.replace("NAME", "from hand") + """
        actions:
          - {cast: Think Twice, respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.stack_items) == 1
    assert not game.chars(game.state.stack_items[0].source).has_keyword("demonstrate")
    steps.resolve_all(game)
    out = solve(board.replace("NAME", "flashback") + """
        actions:
          - {cast: Think Twice}
          - {cast: Think Twice, from: graveyard, alternative: flashback, respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.stack_items) == 2  # Think Twice and its demonstrate trigger
    assert game.chars(game.state.stack_items[0].source).has_keyword("demonstrate")
    out = solve(board.replace("NAME", "second flashback") + """
        actions:
          - {cast: Think Twice, from: graveyard, alternative: flashback,
             choices: {demonstrate: false}}
          - {cast: Think Twice, from: graveyard, alternative: flashback, respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.stack_items) == 1
    assert not game.chars(game.state.stack_items[0].source).has_keyword("demonstrate")


def test_202_3_imoti_cascade_only_for_mana_value_6_or_greater(solve) -> None:
    """Imoti, Celebrant of Bounty: Craw Wurm (mana value 6) has cascade; Grizzly Bears
    (mana value 2) doesn't."""
    out = solve("""
        name: imoti
        battlefield: ["Imoti, Celebrant of Bounty"]
        hand: {Alice: [Craw Wurm]}
        library: {Alice: [Island, Island]}
        actions:
          - {cast: Craw Wurm, respond: true}
    """)
    assert out.passed, out.failures
    assert len(out.game.state.stack_items) == 2
    out = solve("""
        name: imoti bears
        battlefield: ["Imoti, Celebrant of Bounty"]
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, respond: true}
    """)
    assert out.passed, out.failures
    assert len(out.game.state.stack_items) == 1


def test_702_85c_zhulodok_cascade_twice_triggers_twice(solve) -> None:
    """Zhulodok, Void Gorger: Ulamog's Crusher (colorless, mana value 8) cast from the hand
    has two instances of cascade, and both trigger (two triggers above it)."""
    out = solve("""
        name: zhulodok
        battlefield: ["Zhulodok, Void Gorger"]
        hand: {Alice: [Ulamog's Crusher]}
        library: {Alice: [Island, Island]}
        actions:
          - {cast: Ulamog's Crusher, respond: true}
    """)
    assert out.passed, out.failures
    assert len(out.game.state.stack_items) == 3


def test_702_88a_cast_through_time_lightning_bolt_rebounds(solve) -> None:
    """Cast Through Time: Alice's Lightning Bolt, cast from her hand, is exiled as it
    resolves instead of going to her graveyard (Bob takes 3); Bob's Bolt isn't hers and
    goes to his graveyard."""
    out = solve("""
        name: cast through time
        battlefield: [Cast Through Time]
        hand: {Alice: [{card: Lightning Bolt, as: bolt}],
               Bob: [{card: Lightning Bolt, as: bobs}]}
        actions:
          - {cast: bolt, targets: [Bob]}
          - {cast: bobs, by: Bob, targets: [Alice]}
        expect:
          player Bob: {life: 17}
          player Alice: {life: 17}
          bolt: {zone: exile}
          bobs: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Maelstrom Nexus", "The first spell you cast each turn has cascade."),
    ("Wild-Magic Sorcerer", "The first spell you cast from exile each turn has cascade."),
    ("The Twelfth Doctor", "The first spell you cast from anywhere other than your hand each "
     "turn has demonstrate."),
    ("Imoti, Celebrant of Bounty", "Spells you cast with mana value 6 or greater have "
     "cascade."),
    ("Zhulodok, Void Gorger", "Colorless spells you cast from your hand with mana value 7 or "
     "greater have \"Cascade, cascade.\""),
    ("Cast Through Time", "Instant and sorcery spells you control have rebound."),
])
def test_613_1f_spell_keyword_grant_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
