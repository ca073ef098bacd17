"""Quoted abilities granted by an effect ('have "{T}: Add {G}."', 113.1a, 113.10): compiled
like a line of the object that gets them ("~" is that object). A keyword whose cost holds
punctuation is granted in quotes ('have "Ward—Pay 2 life."', 702.21a; '"Cumulative upkeep
{1}."', 702.24a) and is read as that keyword line (702). The name of the card granting it,
inside the quotes, is that card (201.5a), which the engine can't follow yet: such an ability
is left unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.rules.abilities import Ability


def compile_quoted(text: str) -> Ability:
    """The ability the quoted text describes; a text the compiler can't read makes the whole
    predicate unreadable (the line is then an unsupported part naming its text)."""
    from arbiter.compiler.keywords.keywords import parse_keyword_line
    from arbiter.compiler.lines import compile_text

    text = text.strip()
    if "~" in text:
        # 201.5a: a granted ability that names the object granting it ("Sacrifice Blazing
        # Torch", "Unattach Leonin Bola", "counters on Archery Training") refers to that
        # object, not to the object that has the ability, which is what "~" means here;
        # the engine has no reference to the grantor yet, so the ability stays unread.
        raise pp.ParseException(text, 0, "a quoted ability naming its grantor (201.5a)")
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
