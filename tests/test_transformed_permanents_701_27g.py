"""701.27g: a "transformed permanent" is a double-faced permanent on the battlefield with its
back face up; front face up it isn't one, even if it was transformed before. Mutagen
Connoisseur: "This creature gets +1/+0 for each transformed permanent you control." Oculus
Whelp: "As long as you control a transformed permanent, this creature has ..."."""

from __future__ import annotations

from conftest import chars_of, obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.granted_unread import unread_parts
from arbiter.engine.keyword_actions.transform import transform


def test_701_27g_transformed_permanent_cards_are_read() -> None:
    for name in ("Mutagen Connoisseur", "Oculus Whelp"):
        assert not [u for a in Catalog().abilities(name, 0) for u in unread_parts(a)], name


def test_701_27g_mutagen_connoisseur_counts_back_face_up_permanents(solve) -> None:
    """Alice controls an Insectile Aberration (Delver of Secrets transformed), a Delver of
    Secrets front face up and Grizzly Bears; Bob a transformed Delver: only Alice's
    transformed one counts (0/5 + 1/0 = 1/5). Transformed back, it no longer counts."""
    out = solve("""
        name: mutagen connoisseur
        battlefield:
          - {card: Mutagen Connoisseur, as: mc}
          - {card: Delver of Secrets, transformed: true, as: flipped}
          - {card: Delver of Secrets}
          - Grizzly Bears
          - {card: Delver of Secrets, transformed: true, controller: Bob}
        expect:
          mc: {power: 1, toughness: 5}
    """)
    assert out.passed, out.failures
    game = out.game
    transform(game, obj_id(game, "flipped"))  # 701.27g: front face up again
    assert (game.chars(obj_id(game, "mc")).power, chars_of(out, "mc").toughness) == (0, 5)
