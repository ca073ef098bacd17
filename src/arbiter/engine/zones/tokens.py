"""111: creating tokens, including the predefined token kinds (111.10), and tokens that are
copies of objects (707.2); the instructions that create them (111.2: the player who creates a
token owns it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.cards.token_cards import INCUBATOR
from arbiter.engine.replacement.entering import enter
from arbiter.engine.replacement.token_creation import TokenSpec, replaced
from arbiter.engine.zones.token_sizes import sized_token
from arbiter.state.objects import TokenDef
from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.copiable import CopyExceptions
    from arbiter.rules.instructions import CreateToken, CreateTokenCopy

#: The key of an object's copiable values as it last existed in a graveyard it was exiled
#: from to pay a cost (707.2, 608.2h).
COPIABLE_LKI = "copiable_lki"

#: 111.10: predefined tokens, plus token kinds the supported cards name. 111.4: a token whose
#: name the effect doesn't give is named for its subtypes plus the word "Token" ("Clue Token").
PREDEFINED: dict[str, TokenDef] = {
    "food": TokenDef("Food Token", types=("Artifact",), subtypes=("Food",),
                     text="{2}, {T}, Sacrifice this artifact: You gain 3 life."),
    "treasure": TokenDef("Treasure Token", types=("Artifact",), subtypes=("Treasure",),
                         text="{T}, Sacrifice this artifact: Add one mana of any color."),
    "clue": TokenDef("Clue Token", types=("Artifact",), subtypes=("Clue",),
                     text="{2}, Sacrifice this artifact: Draw a card."),
    "blood": TokenDef("Blood Token", types=("Artifact",), subtypes=("Blood",),
                      text="{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."),
    "zombie": TokenDef("Zombie", subtypes=("Zombie",), colors=(Color.BLACK,), power=2,
                       toughness=2),
    # 111.10c-u: the rest of the predefined tokens, in the rules' words.
    "gold": TokenDef("Gold Token", types=("Artifact",), subtypes=("Gold",),
                     text="Sacrifice this token: Add one mana of any color."),
    "walker": TokenDef("Walker", subtypes=("Zombie",), colors=(Color.BLACK,), power=2,
                       toughness=2),
    "shard": TokenDef("Shard Token", types=("Enchantment",), subtypes=("Shard",),
                      text="{2}, Sacrifice this token: Scry 1, then draw a card."),
    "powerstone": TokenDef("Powerstone Token", types=("Artifact",), subtypes=("Powerstone",),
                           text="{T}: Add {C}. This mana can't be spent to cast a nonartifact "
                           "spell."),
    "map": TokenDef("Map Token", types=("Artifact",), subtypes=("Map",),
                    text="{1}, {T}, Sacrifice this token: Target creature you control explores. "
                    "Activate only as a sorcery."),
    "junk": TokenDef("Junk Token", types=("Artifact",), subtypes=("Junk",),
                     text="{T}, Sacrifice this token: Exile the top card of your library. You "
                     "may play that card this turn. Activate only as a sorcery."),
    # 111.10i: a double-faced token (its faces: the record `cards.token_cards.INCUBATOR`)
    "incubator": TokenDef(INCUBATOR, types=("Artifact",), subtypes=("Incubator",),
                          card=INCUBATOR),
    "lander": TokenDef("Lander Token", types=("Artifact",), subtypes=("Lander",),
                       text="{2}, {T}, Sacrifice this token: Search your library for a basic "
                       "land card, put it onto the battlefield tapped, then shuffle."),
    # Defined by their cards' reminder text ("It's an artifact with ..."), named for their kind as
    # the predefined ones are (111.4).
    "mutagen": TokenDef("Mutagen Token", types=("Artifact",), subtypes=("Mutagen",),
                        text="{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target "
                        "creature. Activate only as a sorcery."),
    "vibranium": TokenDef("Vibranium Token", types=("Artifact",), subtypes=("Vibranium",),
                          text="Indestructible\n{T}: Add {C}. This mana can't be spent to cast "
                          "a nonartifact spell."),
    "everywhere": TokenDef("Everywhere", types=("Land",),
                           subtypes=("Plains", "Island", "Swamp", "Mountain", "Forest")),
}


def token_def(game: Game, kind: TokenDef | str) -> TokenDef:
    if isinstance(kind, TokenDef):
        return kind
    key = kind.lower()
    if key in PREDEFINED:
        return PREDEFINED[key]
    record = game.catalog.record(kind)  # a token with a card record (Roles)
    return TokenDef(record.name, card=record.name)


def create_tokens(game: Game, specs: list[TokenSpec]) -> list[int]:
    """111.2: the tokens one instruction creates, in one event: replacement effects change
    what is created (614.1a, 616.1: `engine.replacement.token_creation`), then each is made
    in turn. Returns the ids of the tokens made for the instruction's own, in order (not
    those a replacement effect adds beside them, which the instruction doesn't act on)."""
    return [oid for _tag, oid in create_tagged_tokens(game, specs)]


def create_tagged_tokens(game: Game, specs: list[TokenSpec]) -> list[tuple[Any, int]]:
    """`create_tokens`, each new token with the tag of the spec it was made from."""
    made: list[tuple[Any, int]] = []
    for spec in replaced(game, specs):
        if spec.copy_of is not None:
            oid = _make_copy(game, spec.copy_of, spec.controller, spec.tapped, spec.exceptions)
        else:
            oid = _make(game, spec.kind or "", spec.controller, spec.tapped,
                        spec.attached_to)
        if oid is not None and not spec.beside:
            made.append((spec.tag, oid))
    return made


def create_token(game: Game, kind: TokenDef | str, controller: int, tapped: bool = False) -> int:
    """111.2: one token in an event of its own (`create_tokens`); the last token made (a
    replacement effect may make more, 614.1a: use `create_tokens` to have them all)."""
    return create_tokens(game, [TokenSpec(controller, kind, tapped=tapped)])[-1]


def create_token_copy(game: Game, original: int, controller: int, tapped: bool = False,
                      exceptions: CopyExceptions | None = None) -> int:
    """707.2: one token copy in an event of its own (`create_tokens`); the last token made."""
    return create_tokens(game, [TokenSpec(controller, copy_of=original, tapped=tapped,
                                          exceptions=exceptions)])[-1]


def _make(game: Game, kind: TokenDef | str, controller: int, tapped: bool = False,
          attached_to: int | None = None) -> int | None:
    """111.2: the player who creates a token is its owner and it enters under their control.
    303.4i: an Aura token created attached to an object it can't legally enchant isn't
    created (None); it is judged as it would be there, before it enters."""
    t = token_def(game, kind)
    obj = game.state.add_object({"owner": controller, "controller": controller, "token": t},
                                "battlefield")
    if attached_to is not None:
        from arbiter.engine.zones.attachments import aura_may_enchant

        obj.attached_to = attached_to
        game.state.touch()
        if game.obj(attached_to).zone != "battlefield" or \
                not aura_may_enchant(game, obj.id, attached_to):
            game.state.remove_from_zone(obj.id)
            del game.state.objects[obj.id]
            game.state.touch()
            game.log(f"{t.name} can't enchant {game.name_of(attached_to)}: the token isn't "
                     "created (303.4i)")
            return None
    enter(game, obj, tapped=tapped)
    return obj.id


def _make_copy(game: Game, original: int, controller: int, tapped: bool = False,
               exceptions: CopyExceptions | None = None) -> int:
    """707.2: a token that's a copy of an object has its copiable values (taken now, 707.2b),
    through a layer-1a copy effect for as long as the token exists (`tapped`: it enters
    tapped; `exceptions`: "except it's 1/1", 707.9b, part of its copiable values)."""
    from arbiter.rules.copiable import CopyExceptions, CopyValues
    from arbiter.state.effects import WHILE_ATTACHED, ContinuousEffect

    values = game.layers().copiable.get(original)
    if values is None:
        # 608.2h: a card exiled to pay the cost ("Exile this card from your graveyard"), or
        # a permanent that has left the battlefield, as it last existed there
        # (`engine.casting.activation`, `Game.move`)
        values = game.obj(original).choices.get(COPIABLE_LKI)
    if values is None:
        # 608.2h: a permanent that has left the battlefield is copied as it last existed
        # there; its last copiable values aren't kept: the game stops here, saying so.
        from arbiter.errors import UnsupportedTextError

        raise UnsupportedTextError(game.name_of(original), "a token copy of an object that "
                                   "left the battlefield (608.2h: its last copiable values)")
    _refuse_double_faced(game, original)
    from arbiter.rules.entering_costs import KIND

    if any(getattr(a, "kind", None) == KIND for a in values.abilities):
        # 614.12: as it would exist, the token has the copied "If this land would enter,
        # sacrifice ... instead" (`engine.replacement.entering_costs` reads printed cards)
        from arbiter.errors import UnsupportedTextError

        raise UnsupportedTextError(game.name_of(original), "a token copy of a permanent whose "
                                   "ability replaces its entering by an action (614.12)")
    name = values.name or "token"
    token = TokenDef(name, types=tuple(values.types), subtypes=tuple(values.subtypes))
    obj = game.state.add_object({"owner": controller, "controller": controller,
                                 "token": token}, "battlefield")
    game.state.effects.append(ContinuousEffect(
        key=("copy", obj.id, game.state.new_timestamp()), source=obj.id,
        source_name=name, timestamp=(obj.timestamp,), controller=controller,
        parts=(CopyValues(values=values, of_name=name,
                          exceptions=exceptions or CopyExceptions()),), locked=frozenset({obj.id}),
        anchor=obj.id, duration=WHILE_ATTACHED, label=f"{name} (a token copy, 707.2)"))
    game.state.touch()
    enter(game, obj, tapped=tapped)
    return obj.id


#: Card layouts whose token copy is a double-faced token that can transform (707.8a).
_TRANSFORMING = frozenset({"transform", "meld"})


def _refuse_double_faced(game: Game, original: int) -> None:
    """707.8a: a token copy of a transforming double-faced permanent (face up) is a
    double-faced token with both faces, which can transform; the engine makes single-faced
    copies, so such a copy stops the game, naming the rule, rather than making a token that
    wouldn't transform (701.27)."""
    obj = game.obj(original)
    card = obj.card if obj.card is not None else getattr(obj.token, "card", None)
    if card is None or obj.face_down or obj.merged:
        return
    if game.catalog.record(card).layout in _TRANSFORMING:
        from arbiter.errors import UnsupportedTextError

        raise UnsupportedTextError(game.name_of(original), "a token copy of a double-faced "
                                   "permanent (707.8a: a double-faced token)")


def token_specs(r: Resolution, step: CreateToken) -> list[TokenSpec]:
    """111.2: the tokens a `CreateToken` would create: each named player creates N (a Value
    counted as it resolves; an X/X token's X counted once, 111.3 / 608.2h)."""
    token = sized_token(r, step)
    return [TokenSpec(p, token, tapped=step.tapped)
            for p in r.players(getattr(step, "who", "you")) for _ in range(r.number(step.n))]


def do_create_token(r: Resolution, step: CreateToken) -> None:
    """111.2: each named player creates N tokens, in one event (`create_tokens`);
    `Ref.it()` is the last one, `Ref.created()` all of them ("They gain haste", 608.2c)."""
    r.created = create_tokens(r.game, token_specs(r, step))
    if r.created:
        r.it = r.created[-1]


def do_create_token_copy(r: Resolution, step: CreateTokenCopy) -> None:
    """707.2: "<player> create(s) a [tapped [and attacking]] token that's a copy of <it>":
    each named player creates one for each object named (111.2: each owns and controls
    theirs), all in one event; `Ref.created()` is then the tokens ("It gains haste.
    Sacrifice it at the beginning of the next end step.", 608.2c). Tapped and attacking:
    each attacks what its controller chooses (508.4, `engine.combat.attacking_tokens`)."""
    if step.attacking:
        from arbiter.engine.combat.attacking_tokens import check_not_too_early

        check_not_too_early(r)
    originals = r.ref(step.what)
    r.created = create_tokens(r.game, [
        TokenSpec(p, copy_of=oid, exceptions=step.exceptions, tapped=step.tapped)
        for p in r.players(step.who) for oid in originals for _ in range(step.n)])
    if step.attacking:
        from arbiter.engine.combat.attacking_tokens import attack_with

        for oid in r.created:
            attack_with(r.game, oid, r.game.chars(oid).controller, None)
    if r.created:
        r.it = r.created[-1]
