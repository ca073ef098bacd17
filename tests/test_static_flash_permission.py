"""702.8a / 601.3b: a static ability "You may cast [sorcery | Spirit] spells as though they
had flash." lets its controller cast those spells any time they have priority, while it is
on the battlefield; other spells keep their timing. Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.flash_permission import RULE
from arbiter.rules.abilities import StaticAbility


def _board(permanent: str, spell: str, step: str = "beginning_of_combat") -> str:
    return f"""
        name: flash permission
        turn: {{number: 1, step: {step}}}
        battlefield: [{permanent}{{card: Island}}, {{card: Island}}, {{card: Island}},
                      {{card: Mountain}}, {{card: Mountain}}]
        library: {{Alice: [Plains, Plains, Plains]}}
        hand: {{Alice: [{{card: {spell}, as: spell}}]}}
    """


def test_702_8a_hypersonic_dragon_lets_alice_cast_a_sorcery_in_combat(solve) -> None:
    """With Hypersonic Dragon, Alice casts Divination at the beginning of combat: she draws
    two cards."""
    out = solve(_board("{card: Hypersonic Dragon}, ", "Divination") + """
        actions:
          - {cast: Divination, pay: true}
        expect:
          spell: {zone: graveyard}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_702_8a_without_the_dragon_the_sorcery_waits(solve) -> None:
    """Without it Divination can't be cast in combat (307.1): refused, still in hand."""
    out = solve(_board("", "Divination") + """
        actions:
          - {cast: Divination, pay: true, refused: "307.1"}
        expect:
          spell: {zone: hand}
    """)
    assert out.passed, out.failures


def test_702_8a_rattlechains_lets_spirit_spells_only(solve) -> None:
    """Rattlechains: Kami of Ancient Law, a Spirit creature spell without flash, may be
    cast in combat; Divination, not a Spirit, may not."""
    spirit = solve(_board("{card: Rattlechains}, {card: Plains}, ", "Kami of Ancient Law") + """
        actions:
          - {cast: Kami of Ancient Law, pay: true}
        expect:
          spell: {zone: battlefield}
    """)
    assert spirit.passed, spirit.failures
    other = solve(_board("{card: Rattlechains}, ", "Divination") + """
        actions:
          - {cast: Divination, pay: true, refused: "307.1"}
        expect:
          spell: {zone: hand}
    """)
    assert other.passed, other.failures


@pytest.mark.parametrize("line,detail", [
    ("You may cast spells as though they had flash.", "None"),
    ("You may cast sorcery spells as though they had flash.", "IsType(card_type='Sorcery')"),
    ("You may cast creature spells as though they had flash.",
     "IsType(card_type='Creature')"),
    ("You may cast Spirit spells as though they had flash.", "IsSubtype(subtype='Spirit')"),
    # 105.2: the color group names its own spells: colorless ones or artifact ones
    ("You may cast colorless spells and artifact spells as though they had flash.",
     "Or(parts=(IsColorless(multi=False), IsType(card_type='Artifact')))"),
    ("Any player may cast spells as though they had flash.", "EachPlayer(spells=None)"),
])
def test_702_8a_oracle_lines(line: str, detail: str) -> None:
    (ab,) = compile_line(line, "Some Permanent")
    assert isinstance(ab, StaticAbility)
    (part,) = ab.effects[0].parts
    assert part.rule == RULE and repr(part.detail) == detail


def test_702_8a_renari_dragon_spells_and_artifact_spells_are_either(solve) -> None:
    """Renari, Merchant of Marvels: "Dragon spells and artifact spells" are either kind (not
    only artifact Dragons): Alice casts Ornithopter (an artifact, no Dragon) in combat, but
    not Divination."""
    out = solve("""
        name: renari
        turn: {number: 1, step: beginning_of_combat}
        battlefield: [{card: "Renari, Merchant of Marvels"}, {card: Island}, {card: Island},
                      {card: Island}]
        library: {Alice: [Plains, Plains, Plains]}
        hand: {Alice: [{card: Ornithopter, as: thopter}, {card: Divination, as: div}]}
        actions:
          - {cast: Ornithopter}
          - {cast: Divination, pay: true, refused: "307.1"}
        expect:
          thopter: {zone: battlefield}
          div: {zone: hand}
    """)
    assert out.passed, out.failures


def test_702_8a_skittering_cicada_colorless_spells(solve) -> None:
    """Skittering Cicada: "You may cast colorless spells as though they had flash." Kozilek's
    Channeler (a colorless Eldrazi, no artifact, 105.2c) is cast in combat; Divination (blue)
    waits (307.1)."""
    out = solve("""
        name: cicada
        turn: {number: 1, step: beginning_of_combat}
        battlefield: [{card: Skittering Cicada}, {card: Island}, {card: Island},
                      {card: Island}, {card: Island}, {card: Island}]
        library: {Alice: [Plains, Plains, Plains]}
        hand: {Alice: [{card: Kozilek's Channeler, as: channeler}, {card: Divination, as: div}]}
        actions:
          - {cast: Divination, pay: true, refused: "307.1"}
          - {cast: Kozilek's Channeler, pay: true}
        expect:
          channeler: {zone: battlefield}
          div: {zone: hand}
    """)
    assert out.passed, out.failures


def test_702_8a_vernal_equinox_is_every_players_permission(solve) -> None:
    """Vernal Equinox (Alice's): "Any player may cast creature and enchantment spells as
    though they had flash." Bob casts Grizzly Bears during Alice's combat; his Divination
    still waits (307.1)."""
    out = solve("""
        name: vernal equinox
        turn: {number: 1, step: beginning_of_combat}
        battlefield: [{card: Vernal Equinox}, {card: Forest, controller: Bob},
                      {card: Forest, controller: Bob}, {card: Island, controller: Bob},
                      {card: Island, controller: Bob}, {card: Island, controller: Bob}]
        library: {Bob: [Plains, Plains, Plains]}
        hand: {Bob: [{card: Grizzly Bears, as: bears}, {card: Divination, as: div}]}
        actions:
          - {cast: Divination, by: Bob, pay: true, refused: "307.1"}
          - {cast: Grizzly Bears, by: Bob, pay: true}
        expect:
          bears: {zone: battlefield, controller: Bob}
          div: {zone: hand}
    """)
    assert out.passed, out.failures


def test_702_8a_quicksilver_only_while_tapped(solve) -> None:
    """Quicksilver, Speedster: "As long as Quicksilver is tapped, you may cast spells as
    though they had flash." Untapped, Divination waits in combat; tapped, Alice casts it."""
    board = """
        name: quicksilver
        turn: {{number: 1, step: beginning_of_combat}}
        battlefield: [{{card: "Quicksilver, Speedster", tapped: {tapped}}}, {{card: Island}},
                      {{card: Island}}, {{card: Island}}]
        library: {{Alice: [Plains, Plains, Plains]}}
        hand: {{Alice: [{{card: Divination, as: div}}]}}
        actions:
          - {{cast: Divination, pay: true{refused}}}
        expect:
          div: {{zone: {zone}}}
    """
    untapped = solve(board.format(tapped="false", refused=', refused: "307.1"', zone="hand"))
    assert untapped.passed, untapped.failures
    tapped = solve(board.format(tapped="true", refused="", zone="graveyard"))
    assert tapped.passed, tapped.failures
