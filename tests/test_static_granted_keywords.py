"""613.1f: keyword abilities a static ability grants (layer 6) that the engine carries out from
an object's current abilities: triggered keywords (702.121 melee, 702.83 exalted), keywords of
entering (702.123 fabricate), activated ones (702.122 crew). Played on boards by the real
engine; the Oracle lines are today's wording, hard-coded."""

from __future__ import annotations

import pytest
from keyword_play import BOB, CAROL, at, attack, board, pt

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import KeywordAbility, StaticAbility

THREE = "players: [Alice, Bob, Carol]\n"


def test_613_1f_702_121a_granted_melee_triggers_for_the_other_creature(solve) -> None:
    """Adriana, Captain of the Guard (4/4, melee; "Other creatures you control have melee"):
    Adriana attacks Bob, Grizzly Bears attacks Carol. Each has one melee: two opponents were
    attacked, so each gets +2/+2 (Bears a 4/4). Bob's Bears, not Alice's, has no melee."""
    game, ids = board(solve, """
  - {card: "Adriana, Captain of the Guard", as: adriana}
  - {card: Grizzly Bears, as: bears}
  - {card: Grizzly Bears, as: bobs, controller: Bob}
""", players=THREE)
    assert game.chars(ids["bears"]).has_keyword("melee")
    assert not game.chars(ids["bobs"]).has_keyword("melee")
    attack(game, {ids["adriana"]: at(BOB), ids["bears"]: at(CAROL)})
    assert pt(game, ids["adriana"]) == (6, 6)
    assert pt(game, ids["bears"]) == (4, 4)
    assert pt(game, ids["bobs"]) == (2, 2)


def test_613_1f_702_121a_melee_granted_only_while_the_source_is_there(solve) -> None:
    """Without Adriana on the battlefield the Bears has no melee: attacking alone it stays
    a 2/2 (611.3a: the static ability's effect lasts only while the ability exists)."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
""", players=THREE)
    attack(game, {ids["bears"]: at(CAROL)})
    assert pt(game, ids["bears"]) == (2, 2)


def test_613_1f_702_83a_heroes_granted_exalted_by_zarda(solve) -> None:
    """Zarda, the Power Princess ("Other Heroes you control have exalted"; "Heroes", 205.3m):
    Amateur Hero (3/3) attacks alone: one exalted instance among Alice's permanents (the
    Hero's own; Zarda has none), a 4/4. Grizzly Bears (not a Hero) has no exalted."""
    game, ids = board(solve, """
  - {card: "Zarda, the Power Princess", as: zarda}
  - {card: Amateur Hero, as: hero}
  - {card: Grizzly Bears, as: bears}
""")
    assert game.chars(ids["hero"]).has_keyword("exalted")
    assert not game.chars(ids["zarda"]).has_keyword("exalted")
    assert not game.chars(ids["bears"]).has_keyword("exalted")
    attack(game, {ids["hero"]: at(BOB)})
    assert pt(game, ids["hero"]) == (4, 4)


def test_613_1f_702_123a_granted_fabricate_as_a_creature_enters(solve) -> None:
    """Cayth, Famed Mechanist ("Other nontoken creatures you control have fabricate 1"):
    Grizzly Bears cast and resolved has fabricate 1 as it enters (614.12, 603.2); choosing
    the counter makes it a 3/3."""
    out = solve("""
        name: granted fabricate
        battlefield: [{card: "Cayth, Famed Mechanist", as: cayth}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}]}
        actions:
          - {cast: bears, choices: {fabricate: "yes"}}
        expect:
          bears: {power: 3, toughness: 3, counters: {+1/+1: 1}}
          cayth: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


#: Today's Oracle lines: the keyword granted, or None when the line stays unread.
LINES = [
    ("Adriana, Captain of the Guard", "Other creatures you control have melee.", "melee"),
    ("Elder Arthur Maxson", "Creature tokens you control have training.", "training"),
    ("Cayth, Famed Mechanist", "Other nontoken creatures you control have fabricate 1.",
     "fabricate"),
    ("Colonel Autumn", "Other legendary creatures you control have exploit.", "exploit"),
    ("Cyberman Patrol", "Artifact creatures you control have afflict 3.", "afflict"),
    ("Karumonix, the Rat King", "Other Rats you control have toxic 1.", "toxic"),
    ("Astor, Bearer of Blades", "Vehicles you control have crew 1.", "crew"),
    ("Astor, Bearer of Blades", "Equipment you control have equip {1}.", "equip"),
    ("Barbara Wright", "Sagas you control have read ahead.", "read ahead"),
    ("Zarda, the Power Princess", "Other Heroes you control have exalted.", "exalted"),
    ("Blaster, Combat DJ", "Other nontoken artifact creatures and Vehicles you control have "
     "modular 1.", "modular"),
    # N not a number printed (702.86a: X defined elsewhere), a keyword the engine lacks
    ("Ulamog, the Ceaseless Hunger", "Ulamog has annihilator X, where X is the number of "
     "+1/+1 counters on it.", None),
    ("Sidisi, Brood Tyrant", "Snakes you control have daunt, deathtouch, and poisonous 2.",
     None),
]


@pytest.mark.parametrize(("name", "line", "keyword"), LINES)
def test_613_1f_granted_keyword_lines(name: str, line: str, keyword: str | None) -> None:
    got = compile_text(line, name, legendary=True)
    if keyword is None:
        assert got is None
        return
    assert got is not None and len(got) == 1 and isinstance(got[0], StaticAbility)
    granted = [a for e in got[0].effects for p in e.parts
               for a in getattr(p, "abilities", ()) if isinstance(a, KeywordAbility)]
    assert keyword in [a.keyword for a in granted]


# -- keywords given to cards in a hand or a graveyard (113.6j) --------------------------------
def test_613_1f_702_29a_rhet_tomb_mystic_cards_in_hand_have_cycling(solve) -> None:
    """Rhet-Tomb Mystic ("Each creature card in your hand has cycling {1}{U}"): Alice cycles
    Grizzly Bears from her hand: it goes to her graveyard and she draws. Her Shock (not a
    creature card) has no cycling."""
    out = solve("""
        name: granted cycling
        battlefield: [{card: Rhet-Tomb Mystic}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}, {card: Shock, as: shock}]}
        library: {Alice: [{card: Mountain, as: top}]}
        actions:
          - activate: {card: bears, ability: cycling}
          - {activate: {card: shock, ability: cycling}, refused: "no activated ability"}
        expect:
          bears: {zone: graveyard}
          top: {zone: hand}
    """)
    assert out.passed, out.failures


def test_613_1f_702_84a_sedris_cards_in_graveyard_have_unearth(solve) -> None:
    """Sedris, the Traitor King ("Each creature card in your graveyard has unearth {2}{B}"):
    Alice unearths Grizzly Bears from her graveyard: it returns with haste (702.84a)."""
    out = solve("""
        name: granted unearth
        battlefield: [{card: "Sedris, the Traitor King"}]
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
        actions:
          - activate: {card: bears, ability: unearth}
        expect:
          Grizzly Bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
    game = out.game
    bears = next(o for o in game.state.battlefield() if game.chars(o).name == "Grizzly Bears")
    assert game.chars(bears).has_keyword("haste")


HAND_AND_GRAVEYARD_LINES = [
    ("Rhet-Tomb Mystic", "Each creature card in your hand has cycling {1}{U}.", "cycling"),
    ("Jo Grant", "Each historic card in your hand has cycling {2}{W}.", "cycling"),
    ("Tectonic Reformation", "Each land card in your hand has cycling {R}.", "cycling"),
    ("Satoru Umezawa", "Each creature card in your hand has ninjutsu {2}{U}{B}.", "ninjutsu"),
    ("Sedris, the Traitor King", "Each creature card in your graveyard has unearth {2}{B}.",
     "unearth"),
    ("Dregscape Sliver", "Each Sliver creature card in your graveyard has unearth {2}.",
     "unearth"),
    ("Deeproot Historian", "Merfolk and Druid cards in your graveyard have retrace.",
     "retrace"),
    ("The Necrobloom", "Land cards in your graveyard have dredge 2.", "dredge"),
    # 107.3: an X the line defines stays unread (not read as a cost of {X})
    ("Dragon Tempest", "Each outlaw creature card in your graveyard has encore {X}, where X is "
     "its mana value.", None),
]


@pytest.mark.parametrize(("name", "line", "keyword"), HAND_AND_GRAVEYARD_LINES)
def test_113_6j_keywords_given_in_hand_and_graveyard(name: str, line: str,
                                                      keyword: str | None) -> None:
    test_613_1f_granted_keyword_lines(name, line, keyword)


def test_613_1f_702_98a_granted_unleash_carries_its_static_half(solve) -> None:
    """Tesak, Judith's Hellhound ("Other Dogs you control have unleash"): Alice's Watchdog
    (a Dog) with a +1/+1 counter can't block (702.98a's second ability, granted with the
    keyword)."""
    out = solve("""
        name: granted unleash
        players: [Bob, Alice]
        turn: {number: 2}
        battlefield:
          - {card: "Tesak, Judith's Hellhound", controller: Alice}
          - {card: Watchdog, as: dog, controller: Alice, counters: {+1/+1: 1}}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {attack: [bears]}
          - {block: {dog: bears}, refused: "can't block"}
    """)
    assert out.passed, out.failures
