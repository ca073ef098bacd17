"""Conditions as grammar: "as long as ..." (611.3b), intervening "if" clauses
(603.4), and conditions about players, objects, the past and damage results (608.2c)."""
