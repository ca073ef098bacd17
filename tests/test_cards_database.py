"""The bundled card database: lookup (CR 201.2 names), colors (202.2, 204), mana value
(202.3, 202.3b, 709.4b, 710.1c) and layouts (709 split, 710 flip, 711 leveler, 712 DFCs)."""

from __future__ import annotations

import pytest

from arbiter.cards import CardDatabase, UnknownCardError
from arbiter.cards.database import CardRecord
from arbiter.vocab import Color

ALL = frozenset(Color)
MUST_HAVE = [
    "Celestial Dawn", "Word of Seizing", "Swirl the Mists", "Linden, the Steadfast Queen",
    "Control Magic", "Confiscate", "Threaten", "Birds of Paradise", "Null Profusion",
    "Glorious Charge", "Disfigure", "Glory Seeker", "Bonesplitter", "Grizzly Bears",
    "Dralnu's Crusade", "Shared Triumph", "Wicked Role", "Cursed Role", "Hexdrinker",
    "Adeline, Resplendent Cathar",
]


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return CardDatabase.bundled()


@pytest.mark.parametrize("name", MUST_HAVE)
def test_cr_201_2_scenario_cards_present(db: CardDatabase, name: str) -> None:
    assert name in db
    assert db.get(name).name == name


def test_bundled_is_cached_and_large(db: CardDatabase) -> None:
    assert CardDatabase.bundled() is db
    assert len(db) > 20000
    assert "Grizzly Bears" in set(db)


@pytest.mark.parametrize(
    ("query", "name"),
    [("GRIZZLY BEARS", "Grizzly Bears"), ("  grizzly   bears ", "Grizzly Bears"),
     ("lim-dul's vault", "Lim-D\u00fbl's Vault"), ("Dralnu\u2019s Crusade", "Dralnu's Crusade"),
     ("\u00c6ther Vial", "Aether Vial"), ("fire//ice", "Fire // Ice")],
)
def test_cr_201_2_lookup_case_and_accent_insensitive(
    db: CardDatabase, query: str, name: str
) -> None:
    assert db.get(query).name == name


def test_cr_712_face_lookup_and_back_face_mana_value(db: CardDatabase) -> None:
    """202.3b/712.8e: Lazotep Convert (back face of Invasion of Amonkhet) has mana value 3;
    204.2: its color indicator makes it blue and black."""
    rec, i = db.face("Lazotep Convert")
    assert rec.name == "Invasion of Amonkhet // Lazotep Convert"
    assert rec.layout == "transform"
    assert i == 1
    back = rec.faces[1]
    assert back.mana_cost is None
    assert back.mana_value == 3
    assert back.color_indicator == {Color.BLUE, Color.BLACK}
    assert back.colors == {Color.BLUE, Color.BLACK}
    assert (back.power, back.toughness) == ("4", "4")
    front = rec.front
    assert front.types == ("Battle",) and front.subtypes == ("Siege",)
    assert front.defense == "4"
    assert db.get("Invasion of Amonkhet") is rec


def test_cr_204_color_indicator_on_back_face(db: CardDatabase) -> None:
    """204.2: Seasoned Cathar has a white color indicator and no mana cost."""
    rec, i = db.face("Seasoned Cathar")
    face = rec.faces[i]
    assert face.mana_cost is None and face.color_indicator == {Color.WHITE}
    assert face.colors == {Color.WHITE}
    assert face.mana_value == 2  # 202.3b: the front face's {1}{W}


def test_cr_202_1b_urborg_has_no_mana_cost(db: CardDatabase) -> None:
    urborg = db.get("Urborg, Tomb of Yawgmoth").front
    assert urborg.mana_cost is None
    assert urborg.mana_value == 0  # 202.3a
    assert urborg.colors == frozenset()  # 202.2b
    assert urborg.supertypes == ("Legendary",) and urborg.types == ("Land",)


def test_cr_202_2d_leyline_of_the_guildpact_is_all_colors(db: CardDatabase) -> None:
    assert db.get("Leyline of the Guildpact").front.colors == ALL


def test_cr_711_hexdrinker_is_a_leveler(db: CardDatabase) -> None:
    hex_ = db.get("Hexdrinker")
    assert hex_.layout == "leveler"
    assert str(hex_.front.mana_cost) == "{G}" and hex_.mana_value == 1


def test_cr_709_4b_split_card_mana_value(db: CardDatabase) -> None:
    """709.4b: Fire // Ice has mana value 4 and is red and blue; each half has its own."""
    rec = db.get("Fire // Ice")
    assert rec.mana_value == 4
    assert rec.colors == {Color.RED, Color.BLUE}
    assert [f.mana_value for f in rec.faces] == [2, 2]
    assert db.face("Ice") == (rec, 1)


def test_cr_710_1c_flip_card_keeps_mana_cost(db: CardDatabase) -> None:
    rec, i = db.face("Kaiso, Memory of Loyalty")
    assert rec.layout == "flip" and i == 1
    assert str(rec.faces[1].mana_cost) == "{1}{W}{W}"
    assert rec.faces[1].colors == {Color.WHITE}


def test_cr_111_role_tokens_included(db: CardDatabase) -> None:
    role = db.get("Wicked Role")
    assert role.layout == "token"
    assert role.front.subtypes == ("Aura", "Role")


def test_cr_208_2_star_power(db: CardDatabase) -> None:
    goyf = db.get("Tarmogoyf").front
    assert (goyf.power, goyf.toughness) == ("*", "1+*")
    assert goyf.toughness_value is not None and goyf.toughness_value.value(2) == 3


def test_provenance_kept(db: CardDatabase) -> None:
    adeline = db.get("Adeline, Resplendent Cathar")
    assert adeline.provenance["groups"] == ["MID"]
    assert adeline.provenance["collectorNumbers"] == ["1"]
    assert adeline.provenance["rarity"] == "rare"
    assert "source" in db.get("Grizzly Bears").provenance


def test_unknown_card_suggestions(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.get("Grizly Bears")
    assert str(info.value).startswith("unknown card 'Grizly Bears'; did you mean: Grizzly Bears")
    assert len(info.value.suggestions) <= 5
    assert isinstance(info.value, ValueError)


def test_unknown_card_message_exact() -> None:
    face = {"name": "Grizzly Bears", "manaCost": "{1}{G}", "type": "Creature \u2014 Bear",
            "types": ["Creature"], "subtypes": ["Bear"], "power": "2", "toughness": "2"}
    tiny = CardDatabase([{"name": "Grizzly Bears", "layout": "normal", "faces": [face]},
                         {"name": "Giant Growth", "layout": "normal",
                          "faces": [{**face, "name": "Giant Growth"}]}])
    with pytest.raises(UnknownCardError) as info:
        tiny.get("Grizly Bears")
    assert str(info.value) == "unknown card 'Grizly Bears'; did you mean: Grizzly Bears?"
    with pytest.raises(UnknownCardError) as info2:
        tiny.get("Zzz")
    assert str(info2.value) == "unknown card 'Zzz'"
    assert isinstance(tiny.get("grizzly bears"), CardRecord)


def test_one_record_per_name(db: CardDatabase) -> None:
    """Reversible cards (e.g. Propaganda printed on both sides) don't duplicate the card."""
    names = list(db)
    assert len(names) == len(set(names))
    assert db.get("Propaganda").layout == "normal"


def test_cr_604_3_printed_colors_ignore_color_setting_text(db: CardDatabase) -> None:
    """202.2: face colors come from the mana cost and color indicator; a characteristic-
    defining ability such as devoid (702.114a) is left to the rules engine (604.3)."""
    assert db.get("Eldrazi Skyspawner").front.colors == {Color.BLUE}
    assert "Devoid" in db.get("Eldrazi Skyspawner").keywords
