"""The one-line forms of a question (`arbiter ask`, the Layer Lab's actions).

An object is a card name, optionally followed by options in square brackets, separated by
commas (no card name contains `[`):

    Grizzly Bears [Bob, as bears, 2 +1/+1, tapped]
    Mystic Subdual [on bears]            attached to bears (an alias or a card name)
    Pyrotechnic Performer [disguise]     face down (morph, disguise, manifest, cloak)
    Conspiracy [creature_type=Saproling] an "as it enters" choice (key=value)
    Mirror Image [copy bears]            the same as copy=bears
    Savannah Lions [in graveyard]        another zone (hand, graveyard, exile, library)

The other options: `@Bob` or `Bob` (controller; `opponent` is the second player), `flying
counter`, `+1/+1 x3`, `transformed`, `summoning sick`, `face down`.

An action is a sentence: `cast Turn to Frog on Humility` (or `targeting`, several targets
joined by `and`), `... by Bob`, `... as frog`, `... x=3 mode=2`; `activate Oko, Thief of
Crowns +1 targeting The One Ring` (a loyalty cost, `ability 2`, or nothing for the first);
`enter Savannah Lions [@Bob]`; `move bears to graveyard`; `attach Beatstick to bears`;
`put 2 +1/+1 counters on bears` (`remove ... from`); `transform X`; `turn X face up`;
`pass the turn`, `pass to upkeep`, `pass the step`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from arbiter.desk.question import ObjectSpec, Question

ZONES = ("battlefield", "hand", "graveyard", "exile", "library")
FACE_DOWN = ("morph", "disguise", "manifest", "cloak")
_COUNT = re.compile(r"^(\d+)\s+(.+?)(?:\s+counters?)?$")
_TIMES = re.compile(r"^(.+?)\s*(?:x|×)\s*(\d+)$")
_KIND = re.compile(r"^([+-]\d+/[+-]\d+|[a-z][a-z ]*?)(?:\s+counters?)?$")


class SyntaxProblem(ValueError):
    """A one-line object or action that can't be read, with what is accepted."""


# -- objects ----------------------------------------------------------------------------------
def parse_object(text: str, players: list[str] | None = None) -> ObjectSpec:
    players = players or ["Alice", "Bob"]
    text = text.strip()
    name, opts = text, ""
    if "[" in text:
        name, _, rest = text.partition("[")
        if not rest.rstrip().endswith("]"):
            raise SyntaxProblem(f"{text!r}: options go in square brackets at the end, "
                                "like 'Grizzly Bears [Bob, 2 +1/+1]'")
        opts = rest.rstrip()[:-1]
    name = name.strip()
    if not name:
        raise SyntaxProblem(f"{text!r}: a card name comes first")
    fields: dict[str, Any] = {"card": name}
    counters: dict[str, int] = {}
    choices: dict[str, Any] = {}
    for raw in (o.strip() for o in opts.split(",")):
        if raw:
            _option(raw, fields, counters, choices, players, text)
    if counters:
        fields["counters"] = counters
    if choices:
        fields["choices"] = choices
    return ObjectSpec(**fields)


def _option(raw: str, fields: dict[str, Any], counters: dict[str, int],
            choices: dict[str, Any], players: list[str], text: str) -> None:
    low = raw.lower()
    words = low.split(maxsplit=1)
    if low.startswith("@") or low in {p.lower() for p in players} or low == "opponent":
        fields["controller"] = raw.lstrip("@")
    elif words[0] == "as" and len(words) == 2:
        fields["alias"] = raw.split(maxsplit=1)[1]
    elif words[0] == "on" and len(words) == 2:
        fields["attached_to"] = raw.split(maxsplit=1)[1]
    elif low.startswith("attached to "):
        fields["attached_to"] = raw[len("attached to "):].strip()
    elif words[0] == "copy" and len(words) == 2:
        choices["copy"] = raw.split(maxsplit=1)[1]
    elif "=" in raw:
        key, _, value = raw.partition("=")
        v = value.strip()
        choices[key.strip()] = int(v) if v.isdigit() else v
    elif low == "tapped":
        fields["tapped"] = True
    elif low in ("transformed", "back face", "back face up"):
        fields["transformed"] = True
    elif low in ("summoning sick", "sick"):
        fields["summoning_sick"] = True
    elif low in ("face down", "face-down", "facedown"):
        fields["face_down"] = "morph"
    elif low in FACE_DOWN or low.removeprefix("face down ").removeprefix("face-down ") \
            in FACE_DOWN:
        fields["face_down"] = low.split()[-1]
    elif low.removeprefix("in ") in ZONES:
        fields["zone"] = low.removeprefix("in ")
    else:
        kind, n = _counter(low)
        if kind is None:
            raise SyntaxProblem(
                f"{text!r}: can't read the option {raw!r} (options: a player, as ALIAS, "
                "on OBJECT, N COUNTER, tapped, face down, morph/disguise/manifest/cloak, "
                "transformed, summoning sick, in ZONE, copy OBJECT, key=value)")
        counters[kind] = counters.get(kind, 0) + n


def _counter(low: str) -> tuple[str | None, int]:
    m = _COUNT.match(low)
    if m:
        return m.group(2).strip(), int(m.group(1))
    m = _TIMES.match(low)
    if m and _KIND.match(m.group(1)):
        return _KIND.match(m.group(1)).group(1).strip(), int(m.group(2))  # type: ignore[union-attr]
    if re.match(r"^[+-]\d+/[+-]\d+$", low) or low.endswith((" counter", " counters")):
        m2 = _KIND.match(low)
        if m2:
            return m2.group(1).strip(), 1
    return None, 0


def object_text(o: ObjectSpec, players: list[str] | None = None) -> str:
    """The one-line form of an object (what `parse_object` reads back)."""
    players = players or ["Alice", "Bob"]
    opts: list[str] = []
    if o.controller and o.controller.lower() != players[0].lower():
        opts.append(o.controller)
    if o.zone != "battlefield":
        opts.append(f"in {o.zone}")
    if o.alias:
        opts.append(f"as {o.alias}")
    if o.attached_to:
        opts.append(f"on {o.attached_to}")
    opts += [f"{n} {kind}" for kind, n in o.counters.items()]
    if o.tapped:
        opts.append("tapped")
    if o.transformed:
        opts.append("transformed")
    if o.face_down:
        opts.append(o.face_down)
    if o.summoning_sick:
        opts.append("summoning sick")
    opts += [f"{k}={v}" for k, v in o.choices.items()]
    return f"{o.card} [{', '.join(opts)}]" if opts else o.card


# -- actions ----------------------------------------------------------------------------------
def read_action(text: str, q: Question, is_card: Callable[[str], bool]) -> dict[str, Any]:
    """One action sentence as a scenario action (scenario-format's `actions:`)."""
    words = text.strip().split(maxsplit=1)
    if not words:
        raise SyntaxProblem("an empty action")
    verb, rest = words[0].lower(), (words[1] if len(words) > 1 else "").strip()
    if verb == "pass":
        return {"pass": _pass_point(rest, text)}
    if not rest:
        raise SyntaxProblem(f"{text!r}: say what to {verb}")
    if verb == "cast":
        return _cast(rest, q, is_card, text)
    if verb == "activate":
        return _activate(rest, q, is_card, text)
    if verb == "enter":
        return _enter(rest, q)
    if verb == "move":
        what, to = _split_last(rest, " to ", text, "move bears to graveyard")
        return {"move": {"card": what, "to": to.lower()}}
    if verb == "attach":
        what, to = _split_last(rest, " to ", text, "attach Beatstick to bears")
        return {"attach": {"card": what, "to": to}}
    if verb in ("put", "add", "remove"):
        return _counters(verb, rest, text)
    if verb == "transform":
        return {"transform": rest}
    if verb == "turn" and rest.lower().endswith(" face up"):
        return {"turn_face_up": rest[: -len(" face up")].strip()}
    raise SyntaxProblem(f"{text!r}: unknown action {verb!r} (cast, activate, enter, move, "
                        "attach, put/remove counters, transform, turn X face up, pass)")


def _pass_point(rest: str, text: str) -> Any:
    low = rest.lower().removeprefix("the ").strip()
    if low in ("", "turn", "end of turn"):
        return "end_of_turn"
    if low in ("step", "next step"):
        return "next_step"
    if low.startswith("to "):
        step = low[3:].strip().removeprefix("the ").replace(" ", "_")
        return {"to": step}
    raise SyntaxProblem(f"{text!r}: pass the turn, pass the step, or pass to STEP")


def _tail_options(rest: str, q: Question) -> tuple[str, dict[str, Any]]:
    """Trailing `key=value`, `as ALIAS` and `by PLAYER` of a cast or activation."""
    out: dict[str, Any] = {}
    choices: dict[str, Any] = {}
    while True:
        m = re.search(r"\s+([a-z_]+)=(\S+)$", rest)
        if m:
            v = m.group(2)
            choices[m.group(1)] = int(v) if v.isdigit() else v
            rest = rest[: m.start()]
            continue
        m = re.search(r"\s+as\s+(\S+)$", rest)
        if m:
            out["as"] = m.group(1)
            rest = rest[: m.start()]
            continue
        m = re.search(r"\s+by\s+@?(\S+)$", rest)
        if m and m.group(1).lower() in {p.lower() for p in q.players} | {"opponent"}:
            out["by"] = q.player(m.group(1))
            rest = rest[: m.start()]
            continue
        break
    if choices:
        out["choices"] = choices
    return rest.strip(), out


def _card_and_targets(rest: str, is_card: Callable[[str], bool]) -> tuple[str, list[str]]:
    """Split `NAME on|targeting T1 and T2` where NAME is the longest... first known card
    name before a separator (a card name may itself hold " on ")."""
    for m in re.finditer(r"\s+(?:on|targeting|target)\s+", rest):
        left = rest[: m.start()].strip()
        if is_card(left):
            return left, _targets(rest[m.end():])
    return rest.strip(), []


def _targets(text: str) -> list[str]:
    return [t.strip() for t in re.split(r",|\s+and\s+", text) if t.strip()]


def _cast(rest: str, q: Question, is_card: Callable[[str], bool], text: str) -> dict[str, Any]:
    rest, opts = _tail_options(rest, q)
    card, targets = _card_and_targets(rest, is_card)
    act: dict[str, Any] = {"cast": card}
    if targets:
        act["targets"] = targets
    act.update(opts)
    return act


def _activate(rest: str, q: Question, is_card: Callable[[str], bool],
              text: str) -> dict[str, Any]:
    rest, opts = _tail_options(rest, q)
    targets: list[str] = []
    m = re.search(r"\s+(?:targeting|target|on)\s+", rest)
    head = rest
    if m and not is_card(rest):
        head, targets = rest[: m.start()].strip(), _targets(rest[m.end():])
    spec: dict[str, Any] = {}
    m2 = re.match(r"^(.*?)\s+(?:ability\s+(\d+)|([+\-−]?\d+))$", head)
    if m2 and not is_card(head):
        head = m2.group(1).strip()
        spec["ability"] = int(m2.group(2)) if m2.group(2) else m2.group(3).replace("−", "-")
    spec = {"card": head, **spec}
    if targets:
        spec["targets"] = targets
    if "by" in opts:
        spec["by"] = opts.pop("by")
    if "as" in opts:
        spec["as"] = opts.pop("as")
    if "choices" in opts:
        spec["choices"] = opts.pop("choices")
    return {"activate": spec}


def _enter(rest: str, q: Question) -> dict[str, Any]:
    spec_text = rest
    if "[" not in rest:
        m = re.search(r"\s+(?:under|for)\s+@?(\S+?)(?:'s control)?$", rest)
        if m:
            spec_text = f"{rest[: m.start()]} [{m.group(1)}]"
    o = parse_object(spec_text, list(q.players))
    spec: dict[str, Any] = {"card": o.card}
    if o.controller:
        spec["controller"] = q.player(o.controller)
    if o.alias:
        spec["as"] = o.alias
    if o.choices:
        spec["choices"] = dict(o.choices)
    if o.tapped:
        spec["tapped"] = True
    return {"enter": spec}


def _counters(verb: str, rest: str, text: str) -> dict[str, Any]:
    sep = " from " if verb == "remove" else (" on " if " on " in rest else " to ")
    what, on = _split_last(rest, sep, text, "put 2 +1/+1 counters on bears")
    kind, n = _counter(what.lower())
    if kind is None:
        kind, n = what.lower().removesuffix(" counters").removesuffix(" counter"), 1
    return {"counters": {"on": on, ("remove" if verb == "remove" else "add"): {kind: n}}}


def _split_last(rest: str, sep: str, text: str, example: str) -> tuple[str, str]:
    i = rest.lower().rfind(sep)
    if i <= 0:
        raise SyntaxProblem(f"{text!r}: expected a sentence like '{example}'")
    return rest[:i].strip(), rest[i + len(sep):].strip()
