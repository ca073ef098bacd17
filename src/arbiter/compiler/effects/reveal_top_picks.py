"""701.20a: "Reveal the top N cards of your library." followed by the same "put" steps as
after looking at them (`compiler.effects.player_effects`' PICK, `compiler.effects.look_picks`),
and where the rest go (`I.LookAtTop`, every pick revealed):

    Reveal the top four cards of your library. You may put a creature card and/or a land
    card from among them into your hand. Put the rest into your graveyard.
                                                (In the Presence of Ages, Relentless Pursuit)
    Reveal the top five cards of your library. Put up to two instant and/or sorcery cards
    from among them into your hand and the rest into your graveyard.  (Pieces of the Puzzle)
    Reveal the top six cards of your library. Put up to three enchantment cards from among
    them into your hand and the rest of the revealed cards into your graveyard.
                                                                       (Kruphix's Insight)

The rest must be put somewhere the text says (a reveal with no word about the rest isn't
read here). A revealed card is shown to every player, then put where the text says; the
cards left go together where the rest go.
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.effects.look_picks import PICK_TO_TAPPED
from arbiter.compiler.effects.player_effects import _REST_AND as REST_AND
from arbiter.compiler.effects.player_effects import _REST_WHERE as REST_WHERE
from arbiter.compiler.effects.player_effects import PICK
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules.instructions import objects as I

#: "Put a creature card from among them into your hand": the cards are revealed, so one
#: that matches must be taken (the player may decline only where the text says "may").
_MUST_PUT = (sup("put") + kws("a", "an").suppress()
             + NOUN.copy().add_condition(lambda t: t[0].kind == "card")
             + sup("from among them") + PICK_TO_TAPPED).set_parse_action(
    lambda t: I.LookPick(count=1, to=t[1][0], selector=t[0].selector(), tapped=t[1][1]))
_REST = pp.MatchFirst([
    REST_AND,
    sup("and the rest of the revealed cards") + REST_WHERE,
])
_REST_SENTENCE = pp.Optional(sup("then")) + sup("put the rest") + REST_WHERE + lit(".")


def _build(t: pp.ParseResults) -> list[tuple[str, list[I.Instruction]]]:
    items = list(t)
    picks = tuple(replace(x, reveal=True) for x in items if isinstance(x, I.LookPick))
    rest = [x for x in items[1:] if isinstance(x, str)]
    if len(rest) != 1:
        raise pp.ParseException("", 0, "the rest of the revealed cards go nowhere said")
    return [("plain", [I.LookAtTop(items[0], picks, rest[0])])]


#: "Reveal the top N cards of your library. <pick> [and the rest <where>]. [Put the rest
#: <where>.]"
REVEAL_TOP_PICKS = (sup("reveal the top") + AMOUNT + sup("cards of your library") + lit(".")
                    + (_MUST_PUT | PICK) + pp.Optional(_REST) + lit(".")
                    + pp.Optional(_REST_SENTENCE)
                    ).set_parse_action(_build)

__all__ = ["REVEAL_TOP_PICKS"]
