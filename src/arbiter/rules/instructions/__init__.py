"""Instructions as data (608.2, principle 2): what a spell or ability does as it resolves.
The compiler and the hand-written cards build them; the engine (`engine.stack.items.resolve`)
carries them out."""
