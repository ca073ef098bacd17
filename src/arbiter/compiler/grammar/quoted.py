"""Quoted abilities granted by an effect ('have "{T}: Add {G}."', 113.1a, 113.10): compiled
like a line of the object that gets them ("this creature" is that object). A keyword whose
cost holds punctuation is granted in quotes ('have "Ward—Pay 2 life."', 702.21a; '"Cumulative
upkeep {1}."', 702.24a) and is read as that keyword line (702).

The name of the card granting it, inside the quotes ("~" here), is that card (201.5a):
'Equipped creature has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any
target."' is read as an activated ability naming its grantor (`rules.grantor`: the
reference is bound to the granting effect's source as the layer system adds the ability).
Only an activated ability whose every self-reference is the grantor's name is read so: with
"this creature", "it" or a value read from the ability's source beside it, the grammar can't
tell which words name which object, and the ability stays unread."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.rules.abilities import Ability, ActivatedAbility
from arbiter.rules.costs import SacrificeSelf
from arbiter.rules.grantor import UNBOUND, SacrificeGrantor, UnattachCost, grantor_ref
from arbiter.rules.instructions.references import Ref
from arbiter.rules.structure import nodes, rebuild

#: Words naming the object that has the ability (or leaving its reader to guess which
#: object): beside the grantor's name they leave the ability unread.
_HOLDER_WORDS = re.compile(r"\b(?:this|it|itself|they|them|their|that)\b", re.I)
#: "Return ~ to its owner's hand": the owner of the object returned (400.3).
_OWNERS_HAND = re.compile(r"\bto its owner's hand\b", re.I)
#: What a reference to the grantor may stand beside: targets (115.1) and the grantor.
_REF_KINDS = frozenset({"this", "target", "slots", "player_target", "all_targets"})


def compile_quoted(text: str, grantor: bool = False) -> Ability:
    """The ability the quoted text describes; a text the compiler can't read makes the whole
    predicate unreadable (the line is then an unsupported part naming its text). `grantor`:
    the ability is added by an effect (613.1f, "has"), which binds a grantor's name; elsewhere
    (a copy's exception, an emblem, a token's text) the name stays unread."""
    text = text.strip()
    if "~" in text:
        if not grantor:
            raise pp.ParseException(text, 0, "a quoted ability naming its grantor (201.5a)")
        return _naming_grantor(text)
    return _compile(text)


def _compile(text: str) -> Ability:
    from arbiter.compiler.keywords.keywords import parse_keyword_line
    from arbiter.compiler.lines import compile_text

    if text.endswith(","):
        # 'has reach, "{2}, {T}: Tap target artifact or creature," and ...': the comma of
        # the list is printed inside the closing quotation mark.
        text = text[:-1].rstrip()
    keywords = parse_keyword_line(text[:-1] if text.endswith(".") else text)
    if keywords is not None and len(keywords) == 1:
        return keywords[0]  # 702: a keyword the engine carries out, as its keyword line
    if text and not text.endswith((".", '"')):
        # A quoted ability inside a sentence ('with "{T}, Sacrifice this artifact: Add one
        # mana of any color" and loses ...') is printed without its closing period.
        text += "."
    abilities = compile_text(text, "")
    if abilities is None or len(abilities) != 1:
        raise pp.ParseException(text, 0, "unreadable quoted ability")
    if not abilities[0].text:
        import dataclasses

        # 113.1: the quoted text is the granted ability's text.
        return dataclasses.replace(abilities[0], text=text)
    return abilities[0]


def _naming_grantor(text: str) -> Ability:
    """201.5a: an activated ability naming the object that grants it ("~"), each of its
    self-references made a reference to that object; anything else stays unread."""
    if _HOLDER_WORDS.search(_OWNERS_HAND.sub("", text)):
        raise pp.ParseException(text, 0, "a quoted ability naming its grantor and its holder")
    ability = _compile(text)
    if not isinstance(ability, ActivatedAbility):
        raise pp.ParseException(text, 0, "a quoted ability naming its grantor (201.5a)")
    for node in nodes(ability):
        name = type(node).__name__
        if isinstance(node, Ref) and node.kind not in _REF_KINDS or (
                ("Source" in name or "Self" in name) and not isinstance(node, SacrificeSelf)):
            # a value or reference read from the ability's source (the holder): not the
            # grantor the words name
            raise pp.ParseException(text, 0, f"a quoted ability naming its grantor ({name})")

    def to_grantor(node: object) -> object:
        if isinstance(node, Ref) and node.kind == "this":
            return grantor_ref()
        if isinstance(node, SacrificeSelf):
            return SacrificeGrantor()
        if isinstance(node, UnattachCost) and node.oid is None:
            return UnattachCost(UNBOUND)
        return node

    return rebuild(ability, to_grantor)
