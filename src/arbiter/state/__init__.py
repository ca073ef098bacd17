"""The game state as plain data (principle 1): players, zones and objects (400, 109),
continuous effects created by resolved spells and abilities (611), the turn, combat, the seeded
random generator, and JSON serialization. Characteristics are never stored here; the layer
system (`rules.layers`) derives them."""
