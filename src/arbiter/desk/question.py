"""A layer question as data: the objects in timestamp order (613.7: the order given), each
with its controller, zone, attachment, counters, face-down and transformed status and "as it
enters" choices; the actions to carry out afterwards (in the one-line syntax of
`desk.syntax`); day or night (730). `to_document` turns it into a scenario document.

The bounds here are the Lab's limits on a request as well as the command's: a question is
small data, never code or a path. Text is plain, short and on one line.
"""

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator

#: Limits on one question (the Lab refuses larger requests with a message naming the limit).
MAX_OBJECTS = 40
MAX_ACTIONS = 10
MAX_TEXT = 200
MAX_COUNTER_KINDS = 8
MAX_COUNTERS = 100
MAX_PLAYERS = 4

Short = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1,
                                         max_length=MAX_TEXT, pattern=r"^[^\n\r\t]*$")]
FaceDown = Literal["morph", "disguise", "manifest", "cloak"]
Zone = Literal["battlefield", "hand", "graveyard", "exile", "library"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ObjectSpec(_Strict):
    """One object of the question."""

    card: Short
    controller: Short | None = None
    zone: Zone = "battlefield"
    alias: Short | None = None
    attached_to: Short | None = None
    counters: dict[Short, Annotated[int, Field(ge=1, le=MAX_COUNTERS)]] = {}
    face_down: FaceDown | None = None
    tapped: bool = False
    transformed: bool = False
    summoning_sick: bool = False
    choices: dict[Short, Short | Annotated[int, Field(ge=0, le=MAX_COUNTERS)]] = {}

    @field_validator("counters", "choices")
    @classmethod
    def _few(cls, v: dict[str, Any]) -> dict[str, Any]:
        if len(v) > MAX_COUNTER_KINDS:
            raise ValueError(f"at most {MAX_COUNTER_KINDS} kinds")
        return v


class Question(_Strict):
    objects: Annotated[list[ObjectSpec], Field(min_length=1, max_length=MAX_OBJECTS)]
    actions: Annotated[list[Short], Field(max_length=MAX_ACTIONS)] = []
    players: Annotated[list[Short], Field(min_length=2, max_length=MAX_PLAYERS)] = [
        "Alice", "Bob"]
    day_night: Literal["day", "night", "neither"] = "neither"

    def player(self, name: str | None) -> str:
        """A player named in the question: a name (any case), `you`/`me` for the first,
        `opponent`/`them` for the second. Unknown names stay as written (the runner names
        the players in its message)."""
        if name is None:
            return self.players[0]
        low = name.strip().lstrip("@").lower()
        for p in self.players:
            if p.lower() == low:
                return p
        if low in ("you", "me", "i"):
            return self.players[0]
        if low in ("opponent", "them", "opp"):
            return self.players[1]
        return name.strip().lstrip("@")


def title(q: Question) -> str:
    names = [o.card for o in q.objects]
    shown = ", ".join(names[:4]) + (f" and {len(names) - 4} more" if len(names) > 4 else "")
    return f"Question: {shown}"


def to_document(q: Question, actions: list[dict[str, Any]]) -> dict[str, Any]:
    """The scenario document (scenario-format) of a question whose actions were read
    (`desk.syntax.read_action`): objects enter in the order given; a spell cast that isn't
    among the objects is put in its caster's hand first."""
    doc: dict[str, Any] = {"name": title(q)}
    if q.players != ["Alice", "Bob"]:
        doc["players"] = list(q.players)
    if q.day_night != "neither":
        doc["day_night"] = q.day_night
    battlefield: list[Any] = []
    zones: dict[str, dict[str, list[Any]]] = {}
    for o in q.objects:
        if o.zone == "battlefield":
            battlefield.append(_entry(q, o))
        else:
            entry: dict[str, Any] = {"card": o.card}
            if o.alias:
                entry["as"] = o.alias
            if o.face_down:
                entry["face_down"] = o.face_down
            owner = q.player(o.controller)
            zones.setdefault(o.zone, {}).setdefault(owner, []).append(
                entry if len(entry) > 1 else o.card)
    for act in actions:
        if "cast" in act and not _declared(q, act):
            caster = act.get("by") or q.players[0]
            zones.setdefault("hand", {}).setdefault(caster, []).append(act["cast"])
    if battlefield:
        doc["battlefield"] = battlefield
    for zone in ("hand", "graveyard", "library", "exile"):
        if zone in zones:
            doc[zone] = zones[zone]
    if actions:
        doc["actions"] = actions
    return doc


def _declared(q: Question, act: dict[str, Any]) -> bool:
    name = str(act["cast"]).lower()
    return any(o.zone != "battlefield" and (o.card.lower() == name or
                                            (o.alias or "").lower() == name)
               for o in q.objects)


def _entry(q: Question, o: ObjectSpec) -> Any:
    entry: dict[str, Any] = {"card": o.card}
    if o.controller is not None and q.player(o.controller) != q.players[0]:
        entry["controller"] = q.player(o.controller)
    if o.alias:
        entry["as"] = o.alias
    if o.attached_to:
        target = o.attached_to
        entry["attached_to"] = q.player(target) if target.lower() in {
            p.lower() for p in q.players} else target
    if o.counters:
        entry["counters"] = dict(o.counters)
    if o.tapped:
        entry["tapped"] = True
    if o.transformed:
        entry["transformed"] = True
    if o.face_down:
        entry["face_down"] = o.face_down
    if o.summoning_sick:
        entry["summoning_sick"] = True
    if o.choices:
        entry["choices"] = dict(o.choices)
    return entry if len(entry) > 1 else o.card
