"""Mana (106) and mana abilities (605): the mana pool, the sources that can pay a cost, and
planning a payment (601.2g-h)."""
