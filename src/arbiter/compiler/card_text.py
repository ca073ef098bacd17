"""A card face's Oracle text read into abilities, line by line.

Each Oracle line becomes abilities: a keyword line is read by `rules.keywords`; leveler
striations by 711.2; every other line takes the next hand-written ability of the card's
definition (`cardlib`). A line with no definition becomes an explicit unsupported part
(principle 5) that names the text.
"""


from __future__ import annotations

import dataclasses
import re

from arbiter.cardlib.registry import definition
from arbiter.cards.database import CardFace, CardRecord
from arbiter.cards.pt import PTValue
from arbiter.compiler.chosen_word_sections import chosen_word_section
from arbiter.compiler.class_levels import class_section
from arbiter.compiler.costs.cost_this_way import keyword_cost_this_way
from arbiter.compiler.keywords.activated_keywords import activated_keyword
from arbiter.compiler.keywords.affinity import affinity
from arbiter.compiler.keywords.ascend import spell_keywords
from arbiter.compiler.keywords.backup import link_backup
from arbiter.compiler.keywords.case import case_line
from arbiter.compiler.keywords.cleave import link_cleave
from arbiter.compiler.keywords.companion import companion_line
from arbiter.compiler.keywords.forecast import forecast
from arbiter.compiler.keywords.gift import with_gift
from arbiter.compiler.keywords.hidden_agenda import agenda_line
from arbiter.compiler.keywords.infinity import infinity
from arbiter.compiler.keywords.keywords import parse_keyword_line, unenforced_keyword_line
from arbiter.compiler.keywords.max_speed import max_speed
from arbiter.compiler.keywords.overload import link_overload
from arbiter.compiler.keywords.partner import partner_line
from arbiter.compiler.keywords.reconfigure import permanent_keywords
from arbiter.compiler.keywords.space_sculptor import sector_choice_line
from arbiter.compiler.keywords.spree import link_spree, spree_lines
from arbiter.compiler.keywords.tiered import link_tiered, tiered_lines
from arbiter.compiler.keywords.visit import visit_line
from arbiter.compiler.lines import compile_line
from arbiter.compiler.linked import link_exiles
from arbiter.compiler.plane_lines import plane_line
from arbiter.compiler.results_tables import results_table
from arbiter.compiler.scheme_lines import scheme_line
from arbiter.compiler.section_lines import read_section_line
from arbiter.compiler.station import station_pt, station_striation
from arbiter.compiler.unread import unsupported
from arbiter.rules.abilities import Ability, StaticAbility, UnsupportedAbility
from arbiter.rules.conditions import SourceCounters
from arbiter.rules.keywords import strip_reminder
from arbiter.rules.parts import AddAbilities, SetBasePT
from arbiter.rules.selectors import SELF
from arbiter.rules.values import Const
from arbiter.state.effects import EffectSpec

_LEVEL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_PT_LINE = re.compile(r"^(-?\d+)/(-?\d+)$")
#: 113.6p: the abilities of these cards function in the command zone.
COMMAND_TYPES = frozenset({"Scheme", "Plane", "Phenomenon", "Vanguard", "Conspiracy"})


def face_abilities(record: CardRecord, face: int) -> tuple[Ability, ...]:
    """The abilities of face `face` of a card (its text, and the printed values no source
    gives as explicit unsupported parts)."""
    f = record.faces[min(face, len(record.faces) - 1)]
    spell = bool({"Instant", "Sorcery"} & set(f.types))
    command = bool(COMMAND_TYPES & set(f.types))
    from arbiter.compiler.triggers.doors import bind_door
    from arbiter.rules.rooms import shared_type_line

    half = face if shared_type_line(record) else None  # 709.5h: "this door" is this half
    return tuple(bind_door(a, half) for a in read_lines(
        f.name, face, f.oracle_text, record, spell=spell, command=command,
        legendary="Legendary" in f.supertypes)) + _unverified(f) + _missing_faces(record, face)


def _missing_faces(record: CardRecord, face: int) -> tuple[Ability, ...]:
    """Principle 5: a face of the card no source of the card data holds (an Adventure,
    715.2; a double-faced card's back face, 712.8; a split card's other half, 709.1) is text
    the engine can't know: an explicit unsupported part of the front face, wherever the card
    is (an Adventure is cast from the hand, a back face may be cast or transformed into)."""
    if face != 0 or not record.missing_faces:
        return ()
    return tuple(UnsupportedAbility(
        text=f"Its face {name!r} ({record.layout}) is in none of Arbiter's card sources.",
        card=record.faces[0].name) for name in record.missing_faces)


def read_lines(name: str, face: int, text: str, record: CardRecord | None = None,
               spell: bool = False, command: bool = False, legendary: bool = False,
               link: bool = True) -> list[Ability]:
    """The abilities of a face's text, line by line (`legendary`: its text may call it by
    a shortened name, 201.5c; `link`: link its abilities, 607.2a, with those of the other
    face of a transforming card)."""
    d = definition(name, 0) or (definition(record.name, face) if record else None)
    defined = list(d.abilities) if d else []
    out: list[Ability] = []
    lines = [ln for ln in text.split("\n") if ln.strip()]
    lines, spree_costs = spree_lines(lines)  # 702.172a: "+ {cost} — mode" lines
    lines, tiered_costs = tiered_lines(lines)  # 702.183a: "• name — {cost} — mode"
    i = 0
    while i < len(lines):
        line = lines[i]
        m = _LEVEL.match(line.strip())
        if m:
            # 711.2a/b: "{LEVEL N1-N2} [abilities] [P/T]" is one static ability.
            low, high = int(m.group(1)), int(m.group(2)) if m.group(2) else None
            j = i + 1
            pt: tuple[int, int] | None = None
            granted: list[Ability] = []
            while j < len(lines) and not _LEVEL.match(lines[j].strip()):
                ptm = _PT_LINE.match(lines[j].strip())
                if ptm:
                    pt = (int(ptm.group(1)), int(ptm.group(2)))
                else:
                    granted.extend(read_section_line(lines[j], name, legendary))
                j += 1
            parts: list = []
            if pt:
                parts.append(SetBasePT(power=Const(pt[0]), toughness=Const(pt[1])))
            if granted:
                parts.append(AddAbilities(abilities=tuple(granted)))
            block = "\n".join(lines[i:j])
            out.append(StaticAbility(text=block, effects=(EffectSpec(SELF, tuple(parts)),),
                                     condition=SourceCounters("level", low, high)))
            i = j
            continue
        striation = station_striation(
            lines, i, name, station_pt(record.faces[face] if record else None),
            legendary) if d is None else None
        if striation is not None:
            out.append(striation.ability)  # 721.2a-b: a station symbol's striation
            i = striation.end
            continue
        section = class_section(lines, i, name, legendary) if d is None else None
        if section is not None:
            out.extend(section.abilities)  # 716.2a: a class level bar and its section
            i = section.end
            continue
        chosen = chosen_word_section(lines, i, name, legendary) if d is None else None
        if chosen is not None:
            out.extend(chosen.abilities)  # 614.12 / 607.2a: "choose Khans or Dragons. • ..."
            i = chosen.end
            continue
        table = results_table(lines, i, name, spell, command, legendary) if d is None else None
        if table is not None:
            out.extend(table.abilities)  # 706.3b: a roll and its results table, one ability
            i = table.end
            continue
        modal_end = _modal_trigger_end(lines, i) if d is None else i
        if modal_end > i + 1:
            # 700.2: a modal triggered ability is its line and its bullet lines, read
            # together (each bullet one mode).
            out.extend(compile_line("\n".join(lines[i:modal_end]), name, spell, command,
                                    legendary))
            i = modal_end
            continue
        if record is not None and "Dungeon" in record.faces[min(face, len(record.faces) - 1)
                                                         ].types:
            from arbiter.compiler.dungeon_rooms import dungeon_line

            out.extend(dungeon_line(line, name))  # 309.4: a room, or a rule of the card
            i += 1
            continue
        # 201.5: a line that opens with the card's own name is a sentence about the card
        # ("Devour in Flames deals 5 damage ..."), never a keyword line (702.82a devour).
        names_itself = line.startswith(f"{name} ")
        kws = None if names_itself else parse_keyword_line(line)
        if kws is not None:
            # 702.131a ascend on a spell; 702.151a reconfigure's two abilities
            out.extend(with_gift(spell_keywords(kws) if spell else permanent_keywords(kws),
                                 spell))  # 702.174b: gift's second ability
        elif (reduction := affinity(line)) is not None:
            out.append(reduction)  # 702.41a: the cost reduction affinity means
        elif (this_way := keyword_cost_this_way(line, name, legendary)) is not None:
            out.extend(this_way)  # 601.2f: "Flashback {..}. ~ costs {X} less to cast this way"
        elif (forecasts := forecast(line, name, legendary)) is not None:
            out.extend(forecasts)  # 702.57a: "Forecast — [Activated ability]"
        elif (labelled := activated_keyword(line, name, legendary)) is not None:
            out.extend(labelled)  # 702.142a boast, 702.177a exhaust, power-up
        elif (partners := partner_line(line)) is not None:
            out.extend(partners)  # 702.124a: the partner abilities
        elif (companion := companion_line(line)) is not None:
            out.extend(companion)  # 702.139a: "Companion—[Condition]"
        elif (sectors := sector_choice_line(line, name, spell, legendary)) is not None:
            out.extend(sectors)  # 702.158d: "in the sector of your choice"
        elif (agenda := agenda_line(line)) is not None:
            out.extend(agenda)  # 702.106a: "Hidden agenda"
        elif (visit := visit_line(line, name, legendary)) is not None:
            out.extend(visit)  # 702.159a: "Visit — [Effect]"
        elif command and (scheme := scheme_line(line, name)) is not None:
            out.extend(scheme)  # 701.32b: "When you set this scheme in motion, ..."
        elif command and (planar := plane_line(line, name)) is not None:
            out.extend(planar)  # 311.7, 312.5, 701.31d, 901.9d: a plane's own triggers
        elif (granted := max_speed(line, name, legendary)) is not None:
            out.extend(granted)  # 702.178a: "Max speed — [Ability]"
        elif (case := case_line(line, name, legendary)) is not None:
            out.extend(case)  # 719.3a "To solve — ...", 702.169 "Solved — ..."
        elif (unlocked := infinity(line, name, legendary)) is not None:
            out.extend(unlocked)  # 702.186b: "∞ — [Ability]"
        elif not names_itself and unenforced_keyword_line(line):
            # 702: a keyword the engine doesn't carry out (principle 5: loud, not silent).
            out.append(unsupported(line, name, spell, command, legendary))
        elif d is not None:
            if not defined:
                raise ValueError(f"card definition for {name!r} has fewer abilities than "
                                 "its Oracle text has lines")
            out.append(dataclasses.replace(defined.pop(0), text=strip_reminder(line)))
        else:
            from arbiter.compiler.effects.instead import instead_of_previous

            # 608.2c: a spell's "If ..., ... instead." line modifies the line before it.
            pair = instead_of_previous(lines[i - 1], out[-1:], line, name, spell,
                                       legendary) if i and out else None
            if pair is not None:
                out[-1:] = list(pair)
            else:
                out.extend(compile_line(line, name, spell, command, legendary))
        i += 1
    if defined:
        raise ValueError(
            f"card definition for {name!r} has {len(defined)} more abilities than its "
            "Oracle text has lines"
        )
    from arbiter.compiler.statics.attached_others import attached_other_creatures

    out = attached_other_creatures(out, record, face)  # "other creatures" on an Aura
    if not link:
        return out
    # 607.2a; 702.165a; 702.96a
    linked = link_exiles(out, name, _other_face(record, face))
    return link_cleave(link_tiered(link_spree(link_overload(link_backup(linked), name, legendary),
                                              spree_costs, name, legendary), tiered_costs, name,
                                   legendary), name, legendary)  # 702.148a


def _other_face(record: CardRecord | None, face: int) -> list[Ability] | None:
    """712.8: the abilities printed on the other face of a transforming double-faced card
    (one object whichever face is up), read without linking; None for any other card."""
    if record is None or record.layout != "transform" or len(record.faces) != 2:
        return None
    f = record.faces[1 - min(face, 1)]
    return read_lines(f.name, 1 - min(face, 1), f.oracle_text, record,
                      spell=bool({"Instant", "Sorcery"} & set(f.types)),
                      legendary="Legendary" in f.supertypes, link=False)


#: 603.1 / 700.2: a triggered ability's line that ends by choosing modes, "Whenever ~
#: attacks, choose one —" (its modes are the bullet lines after it).
_MODAL_TRIGGER = re.compile(r"^(?:[^\u2014]+\u2014 )?(?:When|Whenever|At)\b.*\bchoose (?:one|two|"
                            r"one or both|one or more) ?\u2014$")


#: 602.1 / 700.2: an activated ability's line that ends by choosing modes, "{2}, Sacrifice
#: this artifact: Choose one —" (a cost before a colon outside quotes).
_MODAL_ACTIVATED = re.compile(r'^[^"]*?: [Cc]hoose (?:one|two|one or both|one or more) ?\u2014$')


def _modal_trigger_end(lines: list[str], i: int) -> int:
    """The line after the last bullet of the modal triggered or activated ability starting
    at line `i` (`i` itself when line `i` doesn't start one)."""
    line = lines[i].strip()
    if not (_MODAL_TRIGGER.match(line) or _MODAL_ACTIVATED.match(line)):
        return i
    j = i + 1
    while j < len(lines) and lines[j].lstrip().startswith("\u2022"):
        j += 1
    return j


#: Printed values the card data could only infer, and where they matter: a face's colors
#: wherever the face is up (202.2, 204); a battle's defense as it enters (310.4b).
_UNVERIFIED = {
    "colorIndicator": ("Its color indicator (204) is in none of Arbiter's card sources",
                       frozenset({"battlefield", "stack"})),
    "defense": ("Its printed defense (310.4) is in none of Arbiter's card sources",
                frozenset({"battlefield"})),
}


def _unverified(face: CardFace) -> tuple[Ability, ...]:
    """Principle 5: a printed value no source gives, or one the rules have no number for (an
    Un-card's power "1.5", 107.1a), is an explicit unsupported
    part, so the game stops where the value would matter rather than rely on a guess."""
    out = [UnsupportedAbility(text=_UNVERIFIED[k][0] + ".", card=face.name,
                              zones=_UNVERIFIED[k][1])
           for k in face.unverified if k in _UNVERIFIED]
    for what, value in (("power", face.power), ("toughness", face.toughness),
                        ("loyalty", face.loyalty), ("defense", face.defense)):
        if value is not None and not _readable_value(value):
            # 107.1a: the game uses only whole numbers (208.1, 306.5b, 310.4b)
            out.append(UnsupportedAbility(
                text=f"Its printed {what} {value} isn't a number the rules use (107.1a).",
                card=face.name))
    return tuple(out)


def _readable_value(value: str) -> bool:
    try:
        PTValue.parse(value)
    except ValueError:
        return False
    return True

