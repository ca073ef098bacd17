"""The game engine around the layer system: `Game` (game.py: state, the layer system's
answers, zone changes), the public API (api.py: legal actions and applying them, principle 6),
and packages by chapter of the Comprehensive Rules: `turn` (500-514, 117, 103), `casting`
(601-602, 606, 118), `mana` (106, 605), `stack` (405, 608, 115, 611, 707.10), `triggers`
(603), `replacement` (614-616, 120), `combat` (506-511), `zones` (400-406, 111, 114, 121,
301.5, 303.4), `keyword_actions` (701), `keywords` (702, 730) and `players` (104, 119).
State-based actions (704) are sba.py; counters (122) are counters.py; principle 5's gate for
unread text is unsupported.py; 613.10-613.11 effects on players and rules are
rules_effects.py."""
