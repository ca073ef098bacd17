"""Rules-changing permanents: activation limits (602.5b), casting as though spells had flash
(702.8a), and the game-loss rules (101.2, 614.1a)."""

from __future__ import annotations

from arbiter.cardlib.dsl import rules_static
from arbiter.cardlib.registry import card
from arbiter.rules.instructions import Draw, SetLife, ShuffleIntoLibrary

# 702.8a: "You may cast spells as though they had flash."
card("Vedalken Orrery", rules_static("cast_as_though_flash"))

# 101.2 / 613.11: "You can't lose the game and your opponents can't win the game."
card("Platinum Angel", rules_static("cant_lose"))

# 614.1a: "If you would lose the game, instead shuffle your hand, your graveyard, and all
# permanents you own into your library, then draw seven cards and your life total becomes 20."
card("Lich's Mirror",
     rules_static("replace_lose_game",
                  detail=(ShuffleIntoLibrary(("hand", "graveyard", "permanents")), Draw(7),
                          SetLife(20))))
