"""106.4 / 106.6 / 500.4: the mana in a player's mana pool.

The pool (`Player.mana_pool`) maps a key to an amount. Plain mana is keyed by its type
("W", "U", "B", "R", "G", "C", 106.1b). Mana with a spending restriction (106.6: "Spend
this mana only to cast spells from your graveyard") carries it after a slash ("C/graveyard"),
and mana its player doesn't lose as steps and phases end until end of turn (500.4's
exception, "Until end of turn, you don't lose this mana as steps and phases end.") is
marked "+kept" ("R+kept"); mana kept until end of combat (702.189a firebending: "Until end
of combat, you don't lose this mana as steps and phases end.") is marked "+combat" and lost
as the combat phase ends (500.5a). A restriction doesn't change the mana's type (106.6).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.engine.casting.flash_permission import as_cast
from arbiter.engine.mana import spend_only
from arbiter.engine.mana.spend_as_any import as_any
from arbiter.rules import mana_riders as riders
from arbiter.rules.mana_spend_only import PREFIX as SPEND_ONLY

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.characteristics import Characteristics

_KEPT = "+kept"
_COMBAT = "+combat"

#: 106.6: the spending restrictions the engine carries out, with their Oracle wording.
RESTRICTIONS = {
    # "Spend this mana only to cast spells from your graveyard." / "... a spell from ..."
    "graveyard": "cast spells from your graveyard",
    # "Spend this mana only to pay a disturb cost or cast an instant or sorcery spell."
    "disturb_or_instant_sorcery": "pay a disturb cost or cast an instant or sorcery spell",
    # "Spend this mana only to cast a creature spell." / "... creature spells."
    "creature_spell": "cast a creature spell",
    "noncreature_spell": "cast a noncreature spell",
    "instant_sorcery": "cast an instant or sorcery spell",
    "artifact_spell": "cast an artifact spell",
    # "This mana can't be spent to cast a nonartifact spell." (a Powerstone's, 111.10h)
    "not_nonartifact_spell": "anything but casting a nonartifact spell",
    "spell": "cast spells",
    "ability": "activate abilities",
    "artifact_ability": "activate abilities of artifacts",
    "artifact_or_artifact_ability": "cast artifact spells or activate abilities of artifacts",
    "creature_or_creature_ability": "cast creature spells or activate abilities of creatures",
}


@dataclass(frozen=True)
class Spending:
    """What mana is being spent on (106.6): casting a spell (601.2h) from `from_zone` with
    `alternative` cost (e.g. "disturb", 702.146a) and the spell's card `types`; activating
    an ability (602.2b, kind "ability", `types` its source's); any other payment (a cost
    asked for while resolving) is kind "other"."""

    kind: str = "other"
    from_zone: str = ""
    alternative: str | None = None
    types: frozenset[str] = field(default_factory=frozenset)
    #: The card being cast: its convoke, improvise or delve lets objects pay too
    #: (`engine.mana.substitutes`).
    spell: int | None = None
    #: 609.4b: (player, "color" | "type"): who may spend mana as though it were mana of any
    #: color or type to cast it (`engine.mana.spend_as_any`).
    as_any: tuple[tuple[int, str], ...] = ()
    #: The rest of the spell's (or the ability's source's) characteristics a restriction may
    #: name (106.6, `engine.mana.spend_only`): subtypes, supertypes, color words.
    subtypes: frozenset[str] = field(default_factory=frozenset)
    supertypes: frozenset[str] = field(default_factory=frozenset)
    colors: frozenset[str] = field(default_factory=frozenset)
    every_creature_type: bool = False


OTHER = Spending()


def key(mana: str, restriction: str | None = None, kept: bool = False,
        until_end_of_combat: bool = False) -> str:
    return mana + (f"/{restriction}" if restriction else "") + (_KEPT if kept else "") + (
        _COMBAT if until_end_of_combat else "")


def _bare(k: str) -> str:
    return k.removesuffix(_COMBAT).removesuffix(_KEPT)


def mana_type(k: str) -> str:
    """106.1b: the type of the mana under this key."""
    return _bare(k).split("/")[0]


def restriction(k: str) -> str | None:
    parts = _bare(k).split("/")
    return parts[1] if len(parts) > 1 else None


def kept(k: str) -> bool:
    return k.endswith(_KEPT)


def may_spend(k: str, spending: Spending) -> bool:
    """106.6: restricted mana may be spent only as its restriction says."""
    r = riders.base(restriction(k))  # a rider alone doesn't restrict (106.6)
    if r is None:
        return True
    if r.startswith(SPEND_ONLY):
        return spend_only.allows(r, spending)  # "an Ally spell or ... an Ally source"
    if r in _OF_SPELLS_OR_ABILITIES:
        kinds, card_type = _OF_SPELLS_OR_ABILITIES[r]
        return spending.kind in kinds and (card_type is None or card_type in spending.types)
    if r == "not_nonartifact_spell":
        # 106.6: only casting a nonartifact spell is ruled out (an ability, a cost asked for
        # while something resolves, an artifact spell: all may be paid with it)
        return spending.kind != "spell" or "Artifact" in spending.types
    if spending.kind != "spell":
        return False
    if r == "graveyard":
        return spending.from_zone == "graveyard"
    if r == "creature_spell":
        return "Creature" in spending.types
    if r == "noncreature_spell":
        return "Creature" not in spending.types
    if r == "instant_sorcery":
        return bool(spending.types & {"Instant", "Sorcery"})
    if r == "artifact_spell":
        return "Artifact" in spending.types
    if r == "spell":
        return True
    if r == "disturb_or_instant_sorcery":
        return spending.alternative == "disturb" or bool(
            spending.types & {"Instant", "Sorcery"})
    return False


#: Restrictions naming abilities: the kinds of spending allowed, and the card type the spell
#: or the ability's source must have.
_OF_SPELLS_OR_ABILITIES: dict[str, tuple[tuple[str, ...], str | None]] = {
    "ability": (("ability",), None),
    "artifact_ability": (("ability",), "Artifact"),
    "artifact_or_artifact_ability": (("spell", "ability"), "Artifact"),
    "creature_or_creature_ability": (("spell", "ability"), "Creature"),
}


def ability_spending(game: Game, source: int) -> Spending:
    """602.2b: the spending for activating an ability of `source` (its types now)."""
    return Spending("ability", types=frozenset(game.chars(source).types),
                    **_qualities(game, source))


def _qualities(game: Game, oid: int) -> dict:
    """106.6: the characteristics beside the card types a restriction may name."""
    return _qualities_of(game.chars(oid))


def _qualities_of(c: Characteristics) -> dict:
    return {"subtypes": frozenset(c.subtypes), "supertypes": frozenset(c.supertypes),
            "colors": frozenset(str(x) for x in c.colors),
            "every_creature_type": c.every_creature_type}


def add(game: Game, player: int, k: str, n: int = 1) -> None:
    """106.4: the mana goes into the player's mana pool (nothing the layer system reads, so
    the state's version, which keys its answers, doesn't change)."""
    pool = game.state.players[player].mana_pool
    pool[k] = pool.get(k, 0) + n


def empty(game: Game, leaving: str) -> None:
    """500.4 / 106.4: mana empties from each pool as a step or phase ends, except mana
    its player doesn't lose until end of turn; that too is lost as the cleanup step ends
    (514.2: "until end of turn" effects end during cleanup)."""
    from arbiter.engine.mana.unspent_becomes import keep_as

    for p in game.state.players:
        lost = []
        for k in list(p.mana_pool):
            if k.endswith(_COMBAT) and leaving not in ("end_of_combat", "cleanup"):
                continue  # 702.189a / 500.5a: kept until the combat phase ends
            if leaving == "cleanup" or not kept(k):
                lost.append(k)
        if not keep_as(game, p.index, lost):  # 614.1a: "that mana becomes ... instead"
            for k in lost:
                del p.mana_pool[k]


def spell_spending(game: Game, oid: int, alternative: str | None) -> Spending:
    """The spending for casting the card `oid` (before it moves to the stack, 601.2a), as the
    spell it will be (601.3a, 708.4: a face-down spell is a colorless creature spell; 702.103b:
    a bestowed one an Aura enchantment spell, not a creature spell)."""
    obj = game.obj(oid)
    spell = as_cast(game, oid, obj.owner, alternative)
    return Spending("spell", obj.zone, alternative,
                    frozenset(spell.types), spell=oid,
                    as_any=as_any(game, oid, alternative),  # 609.4b
                    **_qualities_of(spell))
