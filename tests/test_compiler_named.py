"""Object phrases with a name (201.2; `compiler.grammar.named`): "creatures named Relentless Rats",
"a card named Avarax", "not named ...". The name is a fixed string, not the card itself
(201.5 covers only text naming the object it's on), so a card's own name after "named" stays
a name when the line is normalized, and any object with that name counts."""

from __future__ import annotations

import pytest
from oracle import line, one

from arbiter.compiler.grammar.named import CardName
from arbiter.compiler.grammar.text import normalize
from arbiter.rules.named import HasName
from arbiter.rules.structure import nodes


@pytest.mark.parametrize(("card", "starts", "name", "negated"), [
    ("Relentless Rats", "This creature gets", "Relentless Rats", False),
    ("Brothers Yamazaki", "Each other creature", "Brothers Yamazaki", False),
    ("Ivory Guardians", "Creatures named", "Ivory Guardians", False),
    ("Rohgahh of Kher Keep", "Creatures you control named", "Kobolds of Kher Keep", False),
    ("Walker of the Wastes", "This creature gets", "Wastes", False),
    ("Plague Rats", "Plague Rats's power", "Plague Rats", False),
    ("Timberpack Wolf", "This creature gets", "Timberpack Wolf", False),
    ("Seven Dwarves", "This creature gets", "Seven Dwarves", False),
    ("Kindle", "Kindle deals", "Kindle", False),
    ("Avarax", "When this creature enters", "Avarax", False),
    ("Biovisionary", "At the beginning", "Biovisionary", False),
])
def test_201_2_named_lines_compile_to_a_name_selector(card: str, starts: str, name: str,
                                                      negated: bool) -> None:
    spell = card == "Kindle"
    ability = one(card, starts, spell=spell)
    names = [x for x in nodes(ability) if isinstance(x, HasName)]
    assert names and all(n.name == name for n in names)


def test_201_5_normalizing_keeps_a_name_after_named() -> None:
    text = line("Relentless Rats", "This creature gets")
    assert normalize(text, "Relentless Rats") == \
        "~ gets +1/+1 for each other creature on the battlefield named Relentless Rats."
    # Today's Plague Rats still names itself (201.5) and then names Plague Rats (201.2).
    text = line("Plague Rats", "Plague Rats's power")
    assert normalize(text, "Plague Rats") == ("~'s power and toughness are each equal to the "
                                              "number of creatures named Plague Rats on the "
                                              "battlefield.")


@pytest.mark.parametrize(("text", "name"), [
    ("Guan Yu, Sainted Warrior or a permanent", "Guan Yu, Sainted Warrior"),
    ("Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra have", "Sword of Kaldra"),
    ("Wastes.", "Wastes"),
])
def test_201_4_a_name_is_the_longest_card_name_the_text_continues_with(text: str,
                                                                        name: str) -> None:
    assert list(CardName().parse_string(text)) == [name]


def test_201_2_timberpack_wolf_counts_other_creatures_you_control_named_timberpack_wolf(
        solve) -> None:
    """Timberpack Wolf (2/2) gets +1/+1 for each other creature you control with its name:
    Alice's two Wolves are 3/3 each; Bob's Wolf counts only itself's controller's others."""
    out = solve("""
        name: timberpack wolf
        battlefield:
          - {card: Timberpack Wolf, as: a}
          - {card: Timberpack Wolf, as: b}
          - {card: Timberpack Wolf, controller: Bob, as: c}
          - {card: Grizzly Bears, as: bears}
        expect:
          a: {power: 3, toughness: 3}
          b: {power: 3, toughness: 3}
          c: {power: 2, toughness: 2}
          bears: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_201_2_plague_rats_counts_creatures_named_plague_rats_on_the_battlefield(solve) -> None:
    """604.3 CDA: the number of creatures named Plague Rats, itself and Bob's included."""
    out = solve("""
        name: plague rats
        battlefield:
          - {card: Plague Rats, as: a}
          - {card: Plague Rats, controller: Bob, as: b}
          - {card: Grizzly Bears}
        expect:
          a: {power: 2, toughness: 2}
          b: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_201_2_kindle_counts_cards_named_kindle_in_all_graveyards(solve) -> None:
    """Kindle deals 2 plus the number of cards named Kindle in all graveyards: two there
    (Alice's and Bob's), the one resolving is on the stack: 4 damage."""
    out = solve("""
        name: kindle
        hand: {Alice: [Kindle]}
        graveyard: {Alice: [Kindle, Lightning Bolt], Bob: [Kindle]}
        actions:
          - {cast: Kindle, targets: [Bob]}
        expect:
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


def test_201_2_avarax_finds_only_a_card_named_avarax(board) -> None:
    """701.23a: the search may find only a card named Avarax (a Grizzly Bears above it in the
    library isn't offered); Alice takes it into her hand."""
    from conftest import obj_id

    from arbiter.engine.decisions import Decision
    from arbiter.engine.replacement.entering import enter
    from arbiter.engine.turn.steps import resolve_all

    game = board("""
        name: avarax
        hand: {Alice: [{card: Avarax, as: first}]}
        library: {Alice: [{card: Grizzly Bears, as: bears}, {card: Avarax, as: second}],
                  Bob: [Plains]}
    """)
    offered: list[list[str]] = []

    class Decider:
        def decide(self, d: Decision) -> object:
            if d.kind == "search":
                offered.append([game.name_of(v) for _, v in d.options])
                return d.options[0][1] if d.options else None
            if d.optional or d.kind == "may":
                return d.options[0][1] if d.options else True
            return d.options[0][1]

    game.decider = Decider()
    new = game.move(obj_id(game, "first"), "battlefield", controller=0)
    enter(game, new)
    resolve_all(game)
    assert offered == [["Avarax"]]  # the Avarax in the library, alone
    assert game.obj(obj_id(game, "second")).zone == "hand"
    assert game.obj(obj_id(game, "bears")).zone == "library"
