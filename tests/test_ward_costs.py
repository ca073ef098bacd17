"""702.21a: ward costs of several parts or of other kinds ("Ward—{2}, Pay 2 life.",
"Ward—Sacrifice a creature.", "Ward—Discard a card at random."): the controller of the
targeting spell pays as the ward ability resolves (118.12), only if they can pay all of it
(118.3); otherwise the spell is countered. Played through the engine with Lightning Bolt."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.keywords.ward_costs import parse
from arbiter.rules.costs import ManaPayment, PayLife, SacrificePermanents

ALICE, BOB = 0, 1


def test_702_21a_ward_cost_parts() -> None:
    assert parse("{2}, Pay 2 life.") == (ManaPayment("{2}"), PayLife(2))
    (sac,) = parse("Sacrifice three nonland permanents.")
    assert isinstance(sac, SacrificePermanents) and sac.n == 3
    (ward,) = parse_keyword_line("Ward\u2014{2}, Pay 2 life.")
    assert (ward.keyword, ward.param) == ("ward", "{2}, Pay 2 life.")


def test_702_21a_ward_costs_the_engine_cant_ask_for_stay_unread() -> None:
    """Sauron's "Sacrifice a legendary artifact or legendary creature", a choice between
    costs, life equal to a power: not read, so the keyword stays an unread part."""
    assert parse("Sacrifice a legendary artifact or legendary creature.") is None
    assert parse("Discard a card or pay {2}.") is None
    assert parse("Pay life equal to this creature's power.") is None
    assert parse_keyword_line("Ward\u2014Sacrifice a legendary artifact or legendary "
                              "creature.") is None


def _bolt(solve, target: str, mine: str, pay: str, hand: str = ""):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: ward
        battlefield:
          - {{card: "{target}", controller: Bob, as: warded}}
          {mine}
        hand: {{Alice: [{{card: Lightning Bolt, as: bolt}}{hand}]}}
        library: {{Alice: [Island], Bob: [Island]}}
        actions:
          - {{cast: Lightning Bolt, targets: [warded], choices: {{pay: {pay}}}}}
    """)
    return out.game


def test_702_21a_vein_ripper_ward_paid_by_sacrificing_a_creature(solve) -> None:
    """Alice sacrifices her Grizzly Bears to Vein Ripper's ward: the Bolt resolves (3 damage
    on the 6/5)."""
    game = _bolt(solve, "Vein Ripper", "- {card: Mountain}\n          - {card: Grizzly Bears, "
                 "as: bears}", "yes")
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.obj(obj_id(game, "warded")).damage == 3


def test_702_21a_vein_ripper_ward_with_no_creature_to_sacrifice_counters(solve) -> None:
    """With no creature Alice can't pay (118.3): the Bolt is countered."""
    game = _bolt(solve, "Vein Ripper", "- {card: Mountain}", "yes")
    assert game.obj(obj_id(game, "warded")).damage == 0
    assert game.obj(obj_id(game, "bolt")).zone == "graveyard"


def test_702_21a_gisa_ward_mana_and_life_both_paid(solve) -> None:
    """Gisa's "Ward—{2}, Pay 2 life.": Alice pays {2} and 2 life; the Bolt resolves."""
    game = _bolt(solve, "Gisa, the Hellraiser", "- {card: Mountain}\n          - {card: "
                 "Mountain}\n          - {card: Mountain}", "yes")
    assert game.state.players[ALICE].life == 18
    assert game.obj(obj_id(game, "warded")).damage == 3


def test_702_21a_gisa_ward_without_the_mana_counters(solve) -> None:
    """Only the Mountain that cast the Bolt: Alice can't pay {2} (nor the life alone, which
    is only part of the cost): the Bolt is countered and her life stays 20."""
    game = _bolt(solve, "Gisa, the Hellraiser", "- {card: Mountain}", "yes")
    assert game.state.players[ALICE].life == 20
    assert game.obj(obj_id(game, "warded")).damage == 0


def test_702_21a_alpharael_ward_discard_at_random(solve) -> None:
    """Alpharael's "Ward—Discard a card at random.": Alice's only other card is discarded,
    and the Bolt kills the 3/3."""
    game = _bolt(solve, "Alpharael, Stonechosen", "- {card: Mountain}", "yes",
                 ", {card: Forest, as: other}")
    assert game.obj(obj_id(game, "other")).zone == "graveyard"
    assert game.obj(obj_id(game, "warded")).zone == "graveyard"


def test_702_21a_alpharael_ward_with_an_empty_hand_counters(solve) -> None:
    game = _bolt(solve, "Alpharael, Stonechosen", "- {card: Mountain}", "yes")
    assert game.obj(obj_id(game, "warded")).zone == "battlefield"
    assert game.obj(obj_id(game, "bolt")).zone == "graveyard"
