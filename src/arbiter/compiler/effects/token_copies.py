"""707.2 and 707.9b: "Create a token that's a copy of <object>[, except <exception> [and
<exception>]]." (Croaking Counterpart):

    <exception>: `compiler.grammar.copy_exceptions` (707.9b)

The token's copiable values are the object's copiable values as the effect resolves, with the
exceptions made part of them (707.9b): a copy of the token copies them too. What the token
copies is a target permanent or the ability's source ("this creature"); a line naming anything
else, or an exception not listed, is left unread.

"For each <permanents>, create a token that's a copy of that creature | it." (Clone Legion,
Rhys the Redeemed): one token for each permanent the phrase describes as it resolves (611.2c),
all created at once (111.1); a phrase describing cards elsewhere isn't read here.

"create a tapped [and attacking] token that's a copy of ...": it enters tapped (and
attacking, 508.4). "<player> creates a token that's a copy of ..." (Supplant Form, Dual
Nature, Echocasting Symposium): a player verb (`compiler.effects.player_effects`); each
player named creates one, owning and controlling it (111.2).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.copy_exceptions import EXCEPTIONS
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.instructions import objects as I


def _plain(x: CopyExceptions) -> CopyExceptions:
    """A token copy's exceptions name neither "this ability" nor "~" (707.9b): those belong
    to an object becoming a copy (`compiler.effects.becomes_copy`)."""
    if x.this_ability or x.own_name:
        raise pp.ParseException("", 0, "'this ability' or '~' in a token copy's exceptions")
    if x.keep_colors:  # 707.9c: a new token has no colors of its own to keep
        raise pp.ParseException("", 0, "'doesn't copy that creature's color' for a token")
    return x


_EXCEPTIONS = EXCEPTIONS.copy().add_parse_action(lambda t: [_plain(t[0])])


#: An exile of a card (from a graveyard, a hand): the card in exile is what "it" names there
#: (400.7j), and its copiable values are the card's (707.2).
_EXILED_CARD = re.compile(r"\bexile\b[^.]*\bcards?\b")
#: "Whenever ... dies, [you may] exile it": the card put into the graveyard (603.10a, 400.7).
_DIED_EXILED = re.compile(r"^whenever [^,]* dies, (?:you may )?exile it\.")


#: Where the copy instruction starts: what comes before is the line's earlier text.
_CREATE = re.compile(r"\bcreates? an? (?:tapped (?:and attacking )?)?token\b")


#: "Exile target <permanent>": `compiler.grammar.refs` binds a later "it" to the target as
#: it last existed on the battlefield (608.2h), whose copiable values `Game.move` keeps.
_EXILED_TARGET = re.compile(r"^exile (?:up to one )?target\b")


def _not_an_exiled_permanent(s: str, loc: int, _t: pp.ParseResults) -> bool:
    """"It" after an exile in the same line: read only when a card was exiled (from a
    graveyard, a hand; a creature that died is a card in the graveyard) or a target was: a
    permanent otherwise exiled would be copied as the card in exile rather than as the
    permanent last existed (608.2h)."""
    before = _CREATE.split(s[:loc].lower())[0]
    return "exile" not in before or bool(_EXILED_CARD.search(before)) or bool(
        _DIED_EXILED.search(before)) or bool(_EXILED_TARGET.search(before))


#: "a token" / "a tapped token" / "a tapped and attacking token" (508.4): (tapped, attacking,
#: how many)
_A_TOKEN = pp.MatchFirst([
    kw("a tapped and attacking token").set_parse_action(lambda: [(True, True, 1)]),
    kw("a tapped token").set_parse_action(lambda: [(True, False, 1)]),
    kw("a token").set_parse_action(lambda: [(False, False, 1)]),
]) + sup("that's a copy of")
#: 111.2: "two tokens that are copies of" / "two tapped tokens that are copies of"
_N_TOKENS = (NUMBER + pp.Optional(kw("tapped")) + sup("tokens that are copies of")
             ).set_parse_action(lambda t: [(len(t) > 1, False, int(t[0]))])


def _copied(target: pp.ParserElement) -> pp.ParserElement:
    """"<a token> that's a copy of <object>[, except <exceptions>]": (tapped, attacking),
    the object, then the exceptions if any."""
    on_battlefield = target.copy().add_condition(
        lambda t: getattr(t[0], "spec", None) is not None and t[0].spec.zone == "battlefield")
    # "a copy of this creature" (~): the ability's source (608.2h: as it last existed on
    # the battlefield if it has left, `engine.zones.tokens.create_token_copy`)
    this = kw("~").set_parse_action(lambda: I.Ref.this()) | kws(
        "equipped creature", "enchanted creature").set_parse_action(lambda: I.Ref.attached())
    # "a copy of it" / "that creature": the triggering event's object (bound by
    # `compiler.grammar.refs.bind`); not after an exile in the same line, where "it" would
    # name the card in exile rather than the permanent as it last existed (608.2h), and
    # only with the whole sentence read as the copy's exceptions
    pronoun = PRONOUN.copy().add_condition(_not_an_exiled_permanent)
    full_stop = pp.FollowedBy(lit("."))
    excepted = pp.Optional(lit(",").suppress() + sup("except") + _EXCEPTIONS)
    return (_A_TOKEN | _N_TOKENS) + (
        ((on_battlefield | this) + excepted) | (pronoun + excepted + full_stop))


def _make(who: object, t: list[object]) -> list[list[I.Instruction]]:
    (tapped, attacking, n), what, *rest = t
    return [[I.CreateTokenCopy(what, exceptions=rest[0] if rest else None,  # type: ignore[arg-type]
                               who=who, tapped=tapped, attacking=attacking, n=n)]]  # type: ignore[arg-type]


def token_copy_verb(vp: Callable[..., pp.ParserElement],
                    target: pp.ParserElement) -> pp.ParserElement:
    """111.2, 707.2: the player verb "create(s) a [tapped] token that's a copy of <object>"
    for a named player ("Its controller creates ...", "Target player creates ..."); `vp`
    makes a verb phrase of the grammar and a builder taking the player first."""
    return vp(kws("creates", "create").suppress() + _copied(target),
              lambda who, *t: _make(who, list(t))[0])


def token_copy_clause(target: pp.ParserElement) -> pp.ParserElement:
    """The clause, copying `target` (the effects' target phrase), a permanent: a card in
    another zone is left unread."""
    full_stop = pp.FollowedBy(lit("."))
    # 707.2, 111.1: "for each creature target player controls, create a token that's a copy
    # of that creature": each permanent the phrase describes as it resolves
    permanents = NOUN.copy().add_condition(
        lambda t: t[0].kind == "permanent" and t[0].zones == ("battlefield",))
    for_each = (sup("for each") + permanents + lit(",").suppress()
                + sup("create a token that's a copy of")
                + kws("that creature", "that permanent", "that token", "it").suppress()
                + pp.Optional(lit(",").suppress() + sup("except") + _EXCEPTIONS) + full_stop
                ).set_parse_action(lambda t: [[I.CreateTokenCopy(
                    t[0].selector(), exceptions=t[1] if len(t) > 1 else None)]])
    return for_each | (sup("create") + _copied(target)).set_parse_action(
        lambda t: _make("you", list(t)))


__all__ = ["token_copy_clause", "token_copy_verb"]
