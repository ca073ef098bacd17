"""613.1f: "<objects> have all activated abilities of <other objects>" (Necrotic Ooze, Myr
Welder, Robaran Mercenaries, Sharkey): each affected object gains, in layer 6, every activated
ability the other objects have now; an ability that names its object then refers to its new
object (201.5b). Played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text
from arbiter.rules.gained_activated import GainActivatedAbilities

_PING = "{T}: This creature deals 1 damage to any target."


def test_613_1f_necrotic_ooze_uses_a_graveyard_creatures_ability(solve) -> None:
    """Necrotic Ooze with Prodigal Pyromancer in Alice's graveyard and Llanowar Elves in
    Bob's: it has both activated abilities (not Grizzly Bears' none, nor the Forest card's),
    and its ping deals 1 damage to Bob from the Ooze itself (201.5b); it is tapped."""
    out = solve(f"""
        name: necrotic ooze
        battlefield: [{{card: Necrotic Ooze, as: ooze}}]
        graveyard:
          Alice: [Prodigal Pyromancer, Grizzly Bears, Forest]
          Bob: [Llanowar Elves]
        actions:
          - activate: {{card: ooze, ability: "{_PING[:20]}", targets: [Bob]}}
        expect:
          ooze: {{has: ["{_PING}", "{{T}}: Add {{G}}."], tapped: true}}
          player Bob: {{life: 19}}
    """)
    assert out.passed, out.failures


def test_613_1f_necrotic_ooze_loses_them_when_the_card_leaves_the_graveyard(solve) -> None:
    """613.1f: the abilities are those of the cards in graveyards now: with only Grizzly
    Bears there, the Ooze has no activated ability, and activating one is refused."""
    out = solve(f"""
        name: necrotic ooze bare
        battlefield: [{{card: Necrotic Ooze, as: ooze}}]
        graveyard: {{Alice: [Grizzly Bears]}}
        actions:
          - activate: {{card: ooze, ability: "{_PING[:20]}", targets: [Bob]}}
            refused: "no"
        expect:
          ooze: {{lacks: ["{_PING}"], tapped: false}}
          player Bob: {{life: 20}}
    """)
    assert out.passed, out.failures


def test_613_1f_robaran_mercenaries_legendary_creatures_you_control(solve) -> None:
    """Robaran Mercenaries beside Alice's legendary test creature with "{T}: This creature
    deals 1 damage to any target.": the Mercenaries gain it (Bob's legendary creature with
    the same ability gives nothing)."""
    legend = ('{token: {name: Legend, types: [Creature], supertypes: [Legendary], power: 1, '
              f'toughness: 1, text: "{_PING}"}}}}')
    out = solve(f"""
        name: robaran
        battlefield:
          - {{card: Robaran Mercenaries, as: mercs}}
          - {legend}
        actions:
          - activate: {{card: mercs, ability: "{_PING[:20]}", targets: [Bob]}}
        expect:
          player Bob: {{life: 19}}
    """)
    assert out.passed, out.failures
    out = solve(f"""
        name: robaran bob's legend
        battlefield:
          - {{card: Robaran Mercenaries, as: mercs}}
          - {legend[:-1]}, controller: Bob}}
        expect:
          mercs: {{lacks: ["{_PING}"]}}
    """)
    assert out.passed, out.failures


def test_613_1f_myr_welder_gains_the_abilities_of_the_card_it_exiled(solve) -> None:
    """Myr Welder exiles Bob's Millstone ("{2}, {T}: Target player mills two cards.") from
    his graveyard with its imprint ability; untapped again on Alice's next turn, it mills Bob
    with Millstone's ability: two of the Islands left after his draw."""
    out = solve("""
        name: myr welder
        battlefield: [{card: Myr Welder, as: welder}]
        graveyard: {Bob: [{card: Millstone, as: millstone}]}
        library: {Alice: [Plains, Plains], Bob: [Island, Island, Island]}
        actions:
          - activate: {card: welder, ability: 1, targets: [millstone]}
          - {pass: next_turn}
          - {pass: next_turn}
          - activate: {card: welder, ability: "{2}, {T}", targets: [Bob]}
        expect:
          millstone: {zone: exile}
    """)
    assert out.passed, out.failures
    game = out.game
    welder = obj_id(game, "welder")
    assert any(a.text.startswith("{2}, {T}") for a in game.chars(welder).abilities)
    bob = game.state.players[1]
    assert sum(1 for o in game.state.objects.values()
               if o.zone == "graveyard" and o.owner == bob.index) == 2


@pytest.mark.parametrize(("name", "line", "exclude"), [
    ("Necrotic Ooze", "As long as this creature is on the battlefield, it has all activated "
     "abilities of all creature cards in all graveyards.", ""),
    ("Dark Impostor",
     "This creature has all activated abilities of all creature cards exiled with it.", ""),
    ("Myr Welder", "This creature has all activated abilities of all cards exiled with it.", ""),
    ("Robaran Mercenaries",
     "This creature has all activated abilities of all legendary creatures you control.", ""),
    ("Experiment Kraj", "Experiment Kraj has all activated abilities of each other creature "
     "with a +1/+1 counter on it.", ""),
    ("Steward of the Harvest", "Creatures you control have all activated abilities of all "
     "land cards exiled with this creature.", ""),
    ("Manascape Refractor",
     "This artifact has all activated abilities of all lands on the battlefield.", ""),
    ("Sharkey, Tyrant of the Shire", "Sharkey has all activated abilities of lands your "
     "opponents control except mana abilities.", "mana"),
    ("Trazyn the Infinite", "Prismatic Gallery — As long as Trazyn is on the battlefield, it "
     "has all activated abilities of all artifact cards in your graveyard.", ""),
])
def test_613_1f_all_activated_abilities_lines_read(name: str, line: str, exclude: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
    (part,) = abilities[0].effects[0].parts
    assert isinstance(part, GainActivatedAbilities) and part.exclude == exclude


def test_613_1f_a_second_sentence_about_those_abilities_stays_unread() -> None:
    """Mairsil's "You may activate each of those abilities only once each turn." isn't read,
    so the whole line stays an unsupported part."""
    assert compile_text("Mairsil has all activated abilities of all cards you own in exile "
                        "with cage counters on them. You may activate each of those abilities "
                        "only once each turn.", "Mairsil, the Pretender", legendary=True) is None
