"""Triggered abilities (603): events, trigger conditions, simultaneous events (603.2c),
putting triggered abilities on the stack in APNAP order (603.3b), delayed triggers (603.7)
and triggers that work from the stack (113.6k)."""
