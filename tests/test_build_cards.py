"""scripts/build_cards.py on a small reference directory made here (the real reference data
is read only by the build, never by the tests): newest text first, every face a source has,
colors (202.2, 204), mana value (202.3, 202.3b, 202.3c, 710.1c, 709.4b), battle defense
(310.4), a face no source holds, the kinds of card, provenance, and identical bytes on a
rebuild."""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from arbiter.cards import CardDatabase, MissingFaceError, UnknownCardError
from arbiter.vocab import Color

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

import build_cards  # noqa: E402
from cards_build import sources  # noqa: E402

DASH = "\u2014"


def _corpus(name: str, cost: str | None, type_: str, text: str | None, **kw: Any) -> dict:
    left, _, right = type_.partition(f" {DASH} ")
    words = left.split()
    rec = {"name": name, "manaCost": cost, "type": type_,
           "supertypes": [w for w in words if w == "Legendary"],
           "types": [w for w in words if w != "Legendary"],
           "subtypes": right.split() if right else [], "keywords": None, "power": None,
           "toughness": None, "loyalty": None, "text": text, "layout": "normal",
           "colorIdentity": []}
    rec.update(kw)
    return rec


CORPUS = [
    _corpus("Grizzly Bears", "{1}{G}", f"Creature {DASH} Bear", None, power="2",
            toughness="2"),
    _corpus("Sheoldred, the Apocalypse", "{2}{B}{B}", f"Legendary Creature {DASH} Phyrexian "
            "Praetor", "Deathtouch\nWhenever you draw a card, you gain 2 life.", power="4",
            toughness="5"),
    _corpus("Delver of Secrets // Insectile Aberration", "{U}", f"Creature {DASH} Human "
            "Wizard", "At the beginning of your upkeep, ... transform this creature.",
            layout="transform", back="Insectile Aberration", power="1", toughness="1"),
    _corpus("Insectile Aberration", None, f"Creature {DASH} Human Insect", "Flying",
            layout="transform", face="back", front="Delver of Secrets", power="3",
            toughness="2"),
    _corpus("New Werewolf // Newer Beast", "{1}{R}", f"Creature {DASH} Human Werewolf",
            "Daybound", layout="transform", back="Newer Beast", colorIdentity=["R"]),
    _corpus("Newer Beast", None, f"Creature {DASH} Werewolf", "Nightbound",
            layout="transform", face="back", front="New Werewolf", colorIdentity=["R"]),
    _corpus("Invasion of Nowhere // Nowhere Knight", "{2}{W}", f"Battle {DASH} Siege",
            "When this Siege enters, draw a card.", layout="transform",
            back="Nowhere Knight"),
    _corpus("Nowhere Knight", None, f"Creature {DASH} Knight", "Vigilance",
            layout="transform", face="back", front="Invasion of Nowhere"),
    _corpus("Bonecrusher Giant // Stomp", "{2}{R}", f"Creature {DASH} Giant",
            "Whenever this creature becomes the target of a spell, ...", layout="adventure"),
    _corpus("Valki, God of Lies // Tibalt, Cosmic Impostor", "{1}{B}", f"Legendary Creature "
            f"{DASH} God", "When Valki enters, ...", layout="modal_dfc"),
    _corpus("Fire // Ice", "{1}{R}", "Instant", "Fire deals 2 damage ...", layout="split"),
    _corpus("Jadzi, Steward of Fate // Oracle's Gift", "{2}{U}", f"Legendary Creature {DASH} "
            "Human Wizard", "Jadzi enters prepared.", layout="prepare"),
    _corpus("Bruna, the Fading Light // Brisela, Voice of Nightmares", "{5}{W}{W}",
            f"Legendary Creature {DASH} Angel Horror", "Flying", layout="meld"),
    _corpus("Gisela, the Broken Blade // Brisela, Voice of Nightmares", "{2}{W}{W}",
            f"Legendary Creature {DASH} Angel Horror", "Flying", layout="meld"),
    _corpus("Brisela, Voice of Nightmares", None, f"Legendary Creature {DASH} Eldrazi Angel",
            "Flying", layout="meld"),
    _corpus("Propaganda", "{2}{U}", "Enchantment", "Creatures can't attack you ..."),
    _corpus("Propaganda // Propaganda", "{2}{U}", "Enchantment", "...",
            layout="reversible_card"),
    _corpus("A-Grizzly Bears", "{G}", f"Creature {DASH} Bear", None),
    _corpus("Little Girl", "{HW}", f"Creature {DASH} Human Child", None),
    _corpus("Blitz Automaton", "{7}", f"Artifact Creature {DASH} Construct",
            f"Prototype {{2}}{{R}} {DASH} 3/2 (You may cast ...)\nHaste", layout="prototype",
            power="6", toughness="4"),
]
SCRYFALL = [
    {"name": "Bonecrusher Giant // Stomp", "card_faces": [
        {"name": "Bonecrusher Giant", "mana_cost": "{2}{R}", "type_line": f"Creature {DASH} "
         "Giant", "oracle_text": "...", "colors": None},
        {"name": "Stomp", "mana_cost": "{1}{R}", "type_line": f"Instant {DASH} Adventure",
         "oracle_text": "Stomp deals 2 damage to any target.", "colors": None}]},
    {"name": "Fire // Ice", "card_faces": [
        {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "."},
        {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
         "oracle_text": "Tap target permanent.\nDraw a card."}]},
    {"name": "Valki, God of Lies // Tibalt, Cosmic Impostor", "card_faces": [
        {"name": "Valki, God of Lies", "mana_cost": "{1}{B}", "type_line": "Legendary "
         f"Creature {DASH} God", "oracle_text": "."},
        {"name": "Tibalt, Cosmic Impostor", "mana_cost": "{5}{B}{R}", "type_line":
         f"Legendary Planeswalker {DASH} Tibalt", "oracle_text":
         "+2: Exile the top card of each player's library.\n\u22123: Exile target artifact "
         "or creature."}]},
]
ATOMIC = [
    {"name": "Grizzly Bears", "setCodes": ["LEA", "10E"], "manaCost": "{1}{G}",
     "type": f"Creature {DASH} Bear", "types": ["Creature"], "text": "Old text.",
     "layout": "normal", "faces": []},
    {"name": "Delver of Secrets // Insectile Aberration", "setCodes": ["ISD"],
     "layout": "transform", "faces": [
         {"name": "Delver of Secrets", "manaCost": "{U}", "colorIndicator": None},
         {"name": "Insectile Aberration", "manaCost": None, "colorIndicator": ["U"]}]},
    {"name": "Valki, God of Lies // Tibalt, Cosmic Impostor", "setCodes": ["KHM"],
     "layout": "modal_dfc", "faces": [
         {"name": "Valki, God of Lies", "manaCost": "{1}{B}"},
         {"name": "Tibalt, Cosmic Impostor", "manaCost": "{5}{B}{R}", "loyalty": "5"}]},
    {"name": "Rick, Steadfast Leader", "setCodes": ["SLD"], "manaCost": "{2}{W}{W}",
     "type": f"Legendary Creature {DASH} Human Soldier", "types": ["Creature"],
     "supertypes": ["Legendary"], "text": "As Rick enters the battlefield, ...",
     "layout": "normal", "faces": []},
]
SEED = [
    {"name": "Sheoldred, the Apocalypse", "groups": ["older"], "setCodes": ["DMU"],
     "text": "Older seed text.", "faces": []},
    {"name": "Wicked Role", "manaCost": None, "type": f"Enchantment {DASH} Aura Role",
     "types": ["Enchantment"], "subtypes": ["Aura", "Role"], "text": "Enchant creature",
     "layout": "token", "faces": [], "source": "Forge role_wicked.txt",
     "oracleAsOf": "Forge script"},
]


@pytest.fixture(scope="module")
def ref(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("reference")
    for name, doc in ((sources.CORPUS_FILE, CORPUS), (sources.SCRYFALL_FILE, SCRYFALL),
                      (sources.ATOMIC_FILE, ATOMIC)):
        (d / name).write_bytes(gzip.compress(json.dumps(doc).encode(), mtime=0))
    (d / sources.SEED_FILE).write_text(json.dumps(SEED), encoding="utf-8")
    (d / sources.MISSING_FILE).write_text(json.dumps(["Jadzi, Steward of Fate // Oracle's "
                                                      "Gift"]), encoding="utf-8")
    (d / sources.DEFENSE_FILE).write_text(
        "# name\tdefense\tforge_path\tforge_commit\n"
        "Invasion of Nowhere // Nowhere Knight\t5\tforge/i/invasion.txt\tabcdef1234567890\n",
        encoding="utf-8")
    return d


@pytest.fixture(scope="module")
def built(ref: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("out") / "cards.json.gz"
    assert build_cards.main(["--out", str(out), "--ref", str(ref)]) == 0
    return out


@pytest.fixture(scope="module")
def db(built: Path) -> CardDatabase:
    return CardDatabase.from_path(built)


def test_rebuild_gives_identical_bytes(ref: Path, built: Path, tmp_path: Path) -> None:
    again = tmp_path / "again.json.gz"
    assert build_cards.main(["--out", str(again), "--ref", str(ref)]) == 0
    assert again.read_bytes() == built.read_bytes()


def test_newest_text_wins_and_provenance_names_source_and_date(db: CardDatabase) -> None:
    """The 2026 corpus's text beats the seed list's and the 2022 file's; the 2022 file still
    gives set codes, and the seed list its groups."""
    bears = db.get("Grizzly Bears")
    assert bears.front.oracle_text == ""  # vanilla: text null in the corpus
    assert bears.provenance["source"] == "mtgjson-2026"
    assert bears.provenance["oracleAsOf"] == "2026-07-03"
    assert bears.provenance["setCodes"] == ["10E", "LEA"]
    assert bears.provenance["setCodesAsOf"] == "2022-04-25"
    sheoldred = db.get("Sheoldred, the Apocalypse")
    assert sheoldred.front.oracle_text.startswith("Deathtouch\nWhenever you draw")
    assert sheoldred.provenance["groups"] == ["older"]


def test_cr_712_transform_back_face_mana_value_and_color_indicator(db: CardDatabase) -> None:
    """202.3b: the back face's mana value is the front's; 204: its indicator, from 2022."""
    rec, i = db.face("Insectile Aberration")
    assert rec.name == "Delver of Secrets // Insectile Aberration" and i == 1
    back = rec.faces[1]
    assert back.mana_cost is None and back.mana_value == 1
    assert back.color_indicator == {Color.BLUE} and back.colors == {Color.BLUE}


def test_cr_204_indicator_no_source_gives_is_inferred_and_said(db: CardDatabase) -> None:
    rec = db.get("New Werewolf // Newer Beast")
    assert rec.faces[1].colors == {Color.RED}
    assert rec.provenance["inferred"] == [
        "color indicator of Newer Beast: R, the card's color identity (no source gives it)"]


def test_cr_310_4_battle_defense_on_the_front_face(db: CardDatabase) -> None:
    rec = db.get("Invasion of Nowhere")
    assert rec.front.defense == "5" and rec.faces[1].defense is None
    assert rec.provenance["defense"].startswith("forge-2026: forge/i/invasion.txt")


def test_other_faces_from_scryfall_with_mtgjson_loyalty_notation(db: CardDatabase) -> None:
    """The corpus keeps only the front of an adventure or a modal DFC: the other face comes
    from Scryfall (2025), loyalty costs in brackets, loyalty from the 2022 file."""
    rec, i = db.face("Stomp")
    assert rec.layout == "adventure" and i == 1
    assert rec.faces[1].mana_value == 2 and rec.faces[1].subtypes == ("Adventure",)
    assert rec.provenance["faces"] == {"Stomp": {"source": "scryfall-2025",
                                                 "oracleAsOf": "2025-09-25"}}
    tibalt = db.face("Tibalt, Cosmic Impostor")[0].faces[1]
    assert tibalt.oracle_text.splitlines() == [
        "[+2]: Exile the top card of each player's library.",
        "[\u22123]: Exile target artifact or creature."]
    assert tibalt.loyalty == "5" and tibalt.colors == {Color.BLACK, Color.RED}


def test_cr_709_4b_split_card_from_two_sources(db: CardDatabase) -> None:
    rec = db.get("Fire // Ice")
    assert [f.mana_value for f in rec.faces] == [2, 2] and rec.mana_value == 4
    assert rec.colors == {Color.RED, Color.BLUE}


def test_a_face_no_source_holds_is_missing_and_asking_for_it_says_so(db: CardDatabase) -> None:
    rec = db.get("Jadzi, Steward of Fate")
    assert rec.name == "Jadzi, Steward of Fate // Oracle's Gift"
    assert rec.incomplete and rec.missing_faces == ("Oracle's Gift",)
    assert [f.name for f in rec.faces] == ["Jadzi, Steward of Fate"]
    with pytest.raises(MissingFaceError) as info:
        db.get("Oracle's Gift")
    assert str(info.value) == (
        "Oracle's Gift is a face of Jadzi, Steward of Fate // Oracle's Gift, but Arbiter's "
        "card data doesn't have that face: no source it was built from holds its text (the "
        "card is kept with Jadzi, Steward of Fate only)")


def test_cr_202_3c_meld_cards_and_the_melded_permanent(db: CardDatabase) -> None:
    """712.4: each meld card is its own card; the melded permanent's mana value is the total
    of its two fronts' (7 + 4)."""
    assert db.get("Bruna, the Fading Light").layout == "meld"
    assert db.get("Brisela, Voice of Nightmares").front.mana_value == 11


def test_reversible_card_is_the_card_itself(db: CardDatabase) -> None:
    assert db.get("Propaganda").layout == "normal"
    assert "Propaganda // Propaganda" not in list(db)


def test_kinds_older_cards_tokens_and_cards_arbiter_cant_read(db: CardDatabase) -> None:
    assert db.get("A-Grizzly Bears").is_alchemy
    assert not db.get("Grizzly Bears").is_alchemy
    rick = db.get("Rick, Steadfast Leader")  # only the 2022 file has it
    assert rick.provenance["source"] == "mtgjson-2022"
    assert db.get("Wicked Role").layout == "token"
    assert "bad mana cost '{HW}'" in db.skipped["Little Girl"]
    with pytest.raises(UnknownCardError, match=r"the card file has it, but Arbiter can't read "
                       r"it \(bad mana cost '\{HW\}'"):
        db.get("little girl")


def test_cr_702_160_prototype_kept_as_text(db: CardDatabase) -> None:
    automaton = db.get("Blitz Automaton")
    assert automaton.layout == "prototype" and automaton.mana_value == 7
    assert automaton.front.oracle_text.startswith(f"Prototype {{2}}{{R}} {DASH} 3/2")


def test_meta_says_what_the_data_is(db: CardDatabase) -> None:
    counts = db.meta["counts"]
    assert counts["cards"] == len(db)
    assert counts["incompleteCards"] == 1 and counts["missingFaces"] == 1
    assert counts["battlesWithDefense"] == 1 and counts["skipped"] == 1
    ids = [s["id"] for s in db.meta["sources"]]
    assert ids[:3] == ["mtgjson-2026", "scryfall-2025", "mtgjson-2022"]
    assert db.meta["sources"][1]["supplied"] == "3 other faces"
