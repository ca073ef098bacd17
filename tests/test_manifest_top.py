"""701.40a / 701.40e / 701.58a: "Manifest the top card of your library.", "Manifest the top
two cards of your library." (one at a time) and "cloak the top card of your library, then
attach this Equipment to it", played from real Oracle lines: each card becomes a nameless
face-down 2/2 creature (a cloaked one has ward {2}), and the permanent made is "it"."""

from __future__ import annotations

from typing import Any

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.manifest_top import FaceDownTop


@pytest.mark.parametrize(("name", "line", "spell", "n", "kind"), [
    ("Soul Summons", "Manifest the top card of your library.", True, 1, "manifest"),
    ("Ethereal Ambush", "Manifest the top two cards of your library.", True, 2, "manifest"),
    ("Sultai Emissary", "When this creature dies, manifest the top card of your library.",
     False, 1, "manifest"),
    ("Qarsi High Priest", "{1}{B}, {T}, Sacrifice another creature: Manifest the top card of "
     "your library.", False, 1, "manifest"),
    ("Mastery of the Unseen", "{3}{W}: Manifest the top card of your library.", False, 1,
     "manifest"),
    ("Cryptic Coat", "When this Equipment enters, cloak the top card of your library, then "
     "attach this Equipment to it.", False, 1, "cloak"),
])
def test_701_40a_face_down_top_lines(name: str, line: str, spell: bool, n: int,
                                     kind: str) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    assert ability.instructions[0] == FaceDownTop(n, kind=kind)


def test_701_40a_cloudform_becoming_an_aura_stays_unread() -> None:
    """Cloudform's "it becomes an Aura with enchant creature. Manifest the top card of your
    library and attach this enchantment to it." needs the enchantment's becoming an Aura
    first, which isn't read: the whole line stays unread."""
    assert compile_text("When this enchantment enters, it becomes an Aura with enchant "
                        "creature. Manifest the top card of your library and attach this "
                        "enchantment to it.", "Cloudform") is None


def _face_down(game: Any) -> list[int]:
    return [o for o in game.state.battlefield() if game.obj(o).face_down]


def test_701_40a_soul_summons_manifests_the_top_card(board) -> None:
    """The Serra Angel on top becomes a nameless face-down 2/2 creature; the Forest below
    stays in the library."""
    game = board("""
        name: Soul Summons
        hand: {Alice: [Soul Summons]}
        library: {Alice: [Serra Angel, Forest], Bob: [Island]}
        actions:
          - {cast: Soul Summons}
    """)
    [oid] = _face_down(game)
    obj, ch = game.obj(oid), game.chars(oid)
    assert obj.face_down == "manifest" and obj.card == "Serra Angel"
    assert (ch.name, ch.mana_cost, ch.power, ch.toughness) == (None, None, 2, 2)
    assert ch.types == {"Creature"} and not ch.abilities
    assert [game.name_of(o) for o in game.state.zone_list("library", 0)] == ["Forest"]


def test_701_40e_ethereal_ambush_manifests_two_one_at_a_time(board) -> None:
    game = board("""
        name: Ethereal Ambush
        hand: {Alice: [Ethereal Ambush]}
        library: {Alice: [Serra Angel, Forest, Island], Bob: [Island]}
        actions:
          - {cast: Ethereal Ambush}
    """)
    made = _face_down(game)
    assert sorted(game.obj(o).card for o in made) == ["Forest", "Serra Angel"]
    assert all((game.chars(o).power, game.chars(o).toughness) == (2, 2) for o in made)
    assert [game.name_of(o) for o in game.state.zone_list("library", 0)] == ["Island"]


def test_701_40e_ethereal_ambush_with_one_card_manifests_just_it(board) -> None:
    game = board("""
        name: Ethereal Ambush, one card
        hand: {Alice: [Ethereal Ambush]}
        library: {Alice: [Forest], Bob: [Island]}
        actions:
          - {cast: Ethereal Ambush}
    """)
    assert [game.obj(o).card for o in _face_down(game)] == ["Forest"]
    assert game.state.zone_list("library", 0) == []


def test_701_58a_cryptic_coat_cloaks_and_equips_the_cloaked_creature(board) -> None:
    """Cryptic Coat enters: the top card is cloaked (a 2/2 with ward {2}) and the Coat is
    attached to it; "Equipped creature gets +1/+0 and can't be blocked" makes it 3/2."""
    game = board("""
        name: Cryptic Coat
        hand: {Alice: [{card: Cryptic Coat, as: coat}]}
        library: {Alice: [Grizzly Bears, Forest], Bob: [Island]}
        actions:
          - {cast: Cryptic Coat}
    """)
    [oid] = _face_down(game)
    ch = game.chars(oid)
    assert game.obj(oid).face_down == "cloak"
    assert (ch.power, ch.toughness) == (3, 2)
    assert [a.ability.text for a in ch.abilities if a.ability.text == "Ward {2}"]
    coat = next(o for o in game.state.battlefield() if game.name_of(o) == "Cryptic Coat")
    assert game.obj(coat).attached_to == oid
