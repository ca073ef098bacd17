"""119: life totals changed as an instruction says — gaining life (119.3), losing it (119.3),
a life total becoming a number (119.5) — and noting a life total for later ("note your
life total", `rules.noted_life`). Damage to a player is life loss too (120.3a,
`engine.replacement.damage`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules import instructions as I

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


def do_gain_life(r: Resolution, step: I.GainLife) -> None:
    """119.3: each named player gains N life."""
    n = r.number(step.n)
    for p in r.players(getattr(step, "who", "you")):
        r.game.gain_life(p, n)


def do_lose_life(r: Resolution, step: I.LoseLife) -> None:
    """119.3: each named player loses N life; "its controller": the controller of the
    triggering event's object, as it last existed if it has left (608.2h)."""
    g = r.game
    n = r.number(step.n)
    who = [g.lki[e].controller if e in g.lki else g.controller_of(e)
           for e in r.ref(I.Ref.event())] if step.who == "its_controller" \
        else r.players(step.who)
    for p in who:
        g.lose_life(p, n)


def do_lose_half_life(r: Resolution, step: I.LoseHalfLife) -> None:
    """119.3, 107.1a: each named player loses half their life total, rounded up (or down);
    107.1b: a player at 0 life or less loses none."""
    g = r.game
    for p in r.players(step.who):
        life = g.state.players[p].life
        g.lose_life(p, max(0, (life + 1) // 2 if step.round_up else life // 2))


def do_double_life(r: Resolution, step: I.DoubleLife) -> None:
    """701.10d: each named player gains or loses life so that their new life total is twice
    its current value: a positive total gains that much, a negative one loses its distance
    from 0 (gaining and losing life, 119.3)."""
    g = r.game
    for p in r.players(step.who):
        life = g.state.players[p].life
        if life > 0:
            g.gain_life(p, life)
        elif life < 0:
            g.lose_life(p, -life)


def do_set_life(r: Resolution, step: I.SetLife) -> None:
    """119.5: "your life total becomes N": each player named gains or loses the difference
    (life gained or lost, for "whenever you gain life" and "life lost this turn"); 103.4:
    "equal to / half your starting life total" is each player's own (107.1a: rounded as
    written)."""
    g = r.game
    n = r.number(step.n) if not step.starting else 0
    for p in r.players(step.who):
        player = g.state.players[p]
        new = n
        if step.starting == "all":
            new = player.starting_life
        elif step.starting:
            new = (player.starting_life + (step.starting == "half_up")) // 2
        diff = new - player.life
        if diff > 0:
            g.gain_life(p, diff)
        elif diff < 0:
            g.lose_life(p, -diff)


def do_note_life_total(r: Resolution, step: I.NoteLifeTotal) -> None:
    """The controller's life total now is kept on the source as its last noted life total."""
    from arbiter.rules.noted_life import KEY

    g = r.game
    life = g.state.players[r.item.controller].life
    g.obj(r.item.source).choices[KEY] = life
    g.log(f"{r.item.source_name or g.quick_name(r.item.source)}: "
          f"{g.player_name(r.item.controller)}'s life total {life} is noted")
