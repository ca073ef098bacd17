"""The stack (405) and resolving spells and abilities (608): stack objects, following
instructions in order (608.2c), targets (115) and changing them (115.7), copying spells
(707.10), and the continuous effects a resolving spell or ability creates (611.2)."""
