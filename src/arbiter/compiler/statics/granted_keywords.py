"""Keyword abilities an effect grants (613.1f: layer 6) beyond the evasion and combat words
`compiler.statics.predicates` lists itself: the keywords whose rules the engine carries out
from the abilities an object has *now*, so a granted instance works exactly as a printed one.

    Other creatures you control have melee.                 (702.121a, Adriana)
    Creature tokens you control have training.              (702.149a)
    Other nontoken creatures you control have fabricate 1.  (702.123a)
    Vehicles you control have crew 1.                       (702.122a)

Why each family works when granted:

- triggered keywords (702.83 exalted ... 702.181 mobilize): `engine.triggers.triggered` asks
  each object's current abilities for the triggered ability a keyword stands for (603.2);
- keywords of counters and entering (702.43 modular, 702.54 bloodthirst, 702.98 unleash,
  702.100 evolve, 702.110 exploit, 702.123 fabricate): their "enters with" half is applied
  from the permanent's characteristics as it would exist on the battlefield, continuous
  effects that already exist included (614.12, `engine.keywords.counter_keywords.as_enters`),
  and their triggered half as above;
- activated keywords (702.6 equip, 702.122 crew): `engine.casting.activation` builds the
  ability from each keyword the permanent has now (602.1);
- 702.155 read ahead: read from the Saga's characteristics as it enters (714.3a, 614.12);
- keywords of cards in a hand or a graveyard (113.6j: "Each creature card in your hand has
  cycling {1}{U}", "Land cards in your graveyard have dredge 2"): the layer system gives the
  cards there their abilities, and the engine offers the activated ones from each card's
  current abilities where it is (702.29 cycling, 702.49 ninjutsu, 702.84 unearth, 702.141
  encore, 702.97 scavenge, `engine.turn.priority`), casts a card from a graveyard by the
  retrace it has there (702.81, `engine.casting.from_graveyard`) and replaces a draw by the
  dredge it has there (702.52).

Each instance still passes `compiler.keywords.enforced` (its N a number, its cost mana); any
other stays unread with its line (principle 5).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws

#: The keywords read here, each with its rule; those with "N" or a cost take it after them.
GRANTED_KEYWORDS: tuple[str, ...] = (
    "melee",  # 702.121a
    "training",  # 702.149a
    "dethrone",  # 702.105a
    "mentor",  # 702.134a
    "battle cry",  # 702.91a
    "annihilator",  # 702.86a (N)
    "myriad",  # 702.116a
    "afflict",  # 702.130a (N)
    "bushido",  # 702.45a (N)
    "rampage",  # 702.23a (N)
    "extort",  # 702.101a
    "provoke",  # 702.39a
    "toxic",  # 702.164a (N)
    "renown",  # 702.112a (N)
    "evolve",  # 702.100a
    "exploit",  # 702.110a
    "fabricate",  # 702.123a (N)
    "modular",  # 702.43a (N)
    "bloodthirst",  # 702.54a (N)
    "unleash",  # 702.98a
    "crew",  # 702.122a (N)
    "equip",  # 702.6a ([cost])
    "read ahead",  # 702.155a
    "cycling",  # 702.29a ([cost])
    "ninjutsu",  # 702.49a ([cost])
    "unearth",  # 702.84a ([cost])
    "encore",  # 702.141a ([cost])
    "scavenge",  # 702.97a ([cost])
    "retrace",  # 702.81a
    "dredge",  # 702.52a (N)
)

#: N printed as a number, or a cost in mana symbols ("equip {1}"); not X (107.3: an X the
#: line defines, "encore {X}, where X is its mana value", is left unread).
_PARAM = pp.Regex(r"\d+\b|(?:\{[0-9WUBRGCSP/]+\})+(?![^.]*\bX\b)")

#: 702.14a, 702.14c: a landwalk naming a quality ("nonbasic landwalk", "artifact landwalk",
#: "snow swampwalk", "desertwalk"; `rules.landwalk`).
_LANDWALK = pp.Regex(r"(?:(?:snow|legendary|nonbasic|basic|artifact) (?:land|plains|island|"
                     r"swamp|mountain|forest|desert)|desert)walk\b")
#: "melee", "fabricate 1", "crew 2", "equip {1}": the words of one granted keyword.
GRANTED_KEYWORD = ((kws(*GRANTED_KEYWORDS) + pp.Optional(_PARAM)) | _LANDWALK
                   ).set_parse_action(lambda t: " ".join(t))

__all__ = ["GRANTED_KEYWORD", "GRANTED_KEYWORDS"]
